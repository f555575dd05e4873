import { VISIBILITY_THRESHOLD_DEFAULT } from "./constants";

// spec §4: tracked elements fire a click event on click, and a visibility event once when at least a
// threshold share of the element is visible (default 0.5, clamped to 0..1).

export function clampThreshold(value: unknown): number {
  if (typeof value !== "number" || Number.isNaN(value)) return VISIBILITY_THRESHOLD_DEFAULT;
  return Math.min(1, Math.max(0, value));
}

export interface TrackableElement {
  addEventListener(type: "click", listener: (event?: ClickLike) => void): void;
  removeEventListener(type: "click", listener: (event?: ClickLike) => void): void;
}

/** The part of a DOM click event the trackers look at (fakes in node tests send none). */
export interface ClickLike {
  target?: { closest?(selector: string): unknown } | null;
}

/**
 * A product card's click is a product click only when it lands on one of the card's links: its own
 * controls (an Add to Cart button) report their own events. Without a DOM target every click counts.
 */
export function isLinkClick(event: ClickLike | undefined): boolean {
  const target = event?.target;
  if (!target || typeof target.closest !== "function") return true;
  return target.closest("a[href]") != null;
}

export interface ObserverEntry {
  target: unknown;
  isIntersecting: boolean;
  intersectionRatio: number;
}
interface ObserverLike {
  observe(target: never): void;
  unobserve(target: never): void;
  disconnect(): void;
}
/** The IntersectionObserver constructor, handed in so node tests can drive visibility by hand. */
export type ObserverConstructor = new (callback: (entries: ObserverEntry[]) => void, options: { threshold: number }) => ObserverLike;

interface TrackOptions {
  onClick?: (event?: ClickLike) => void;
  onVisible?: () => void;
}

export interface ElementTracker {
  /** Start tracking; returns the function that stops it. */
  track(element: TrackableElement, options: TrackOptions): () => void;
  disconnect(): void;
}

/**
 * One IntersectionObserver for all elements at one threshold (a listing page tracks dozens of cards).
 * Without an observer (old browsers, server) only clicks are tracked.
 */
export function createElementTracker(Observer: ObserverConstructor | undefined, threshold?: number): ElementTracker {
  const share = clampThreshold(threshold);
  const visibleHandlers = new Map<unknown, () => void>();
  let observer: ObserverLike | undefined;

  const onEntries = (entries: ObserverEntry[]) => {
    for (const entry of entries) {
      const handler = visibleHandlers.get(entry.target);
      // isIntersecting alone is true for a 1px sliver; the ratio carries the threshold rule.
      if (!handler || !entry.isIntersecting || entry.intersectionRatio < share) continue;
      visibleHandlers.delete(entry.target);
      observer?.unobserve(entry.target as never);
      handler();
    }
  };

  return {
    track(element, { onClick, onVisible }) {
      if (onClick) element.addEventListener("click", onClick);
      if (onVisible && Observer) {
        observer ??= new Observer(onEntries, { threshold: share });
        visibleHandlers.set(element, onVisible);
        observer.observe(element as never);
      }
      return () => {
        if (onClick) element.removeEventListener("click", onClick);
        if (visibleHandlers.delete(element)) observer?.unobserve(element as never);
      };
    },
    disconnect() {
      visibleHandlers.clear();
      observer?.disconnect();
      observer = undefined;
    },
  };
}
