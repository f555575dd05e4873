import { useEffect, useState } from "react";

/**
 * Whether an element has come within one screen's height of the screen (above or below it), and
 * stays true from then on: for parts below the fold whose code would otherwise load, evaluate and
 * render while the page is still starting (issue #28: a phone's main thread during load). Every
 * browser the site supports has IntersectionObserver. Returns the ref callback and the answer.
 */
export function useNearScreen<T extends Element>(): [(element: T | null) => void, boolean] {
  const [element, setElement] = useState<T | null>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    if (!element || near) return;
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && setNear(true), { rootMargin: "100% 0px" });
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, near]);
  return [setElement, near];
}
