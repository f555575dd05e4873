import { createElement, lazy, memo, Suspense, type ComponentType } from "react";

/**
 * A component whose code the browser loads only on pages that show it (issue #8 JavaScript budget),
 * while the server renders it in place: `onServer` comes from a `.server.ts` re-export, which the
 * browser build replaces with an empty module, so there it is undefined and `load` is used.
 * Rendering on the server never suspends, so the HTML is complete without JavaScript. In the browser
 * the code starts loading as soon as the page's scripts run when the server's markup for it is in
 * the document (`presentIn`, a selector), so hydration rarely waits for it; until it has loaded, the
 * server's HTML stays, and a form in it still works as a plain form.
 */
export function serverRenderedLazy<P extends object>(
  onServer: ComponentType<P> | undefined,
  load: () => Promise<ComponentType<P>>,
  presentIn: string,
): ComponentType<P> {
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const start = () => (loading ??= load().then((component) => ({ default: component })));
  if (!onServer && typeof document !== "undefined" && document.querySelector(presentIn)) void start();
  const Component = onServer ?? lazy(start);
  function ServerRenderedLazy(props: P) {
    return <Suspense fallback={null}>{createElement(Component as ComponentType<P>, props)}</Suspense>;
  }
  // Memoised: a parent's re-render with the same props must not reach a boundary still waiting for
  // its code, or React gives up its server HTML and renders it anew (React error 421).
  return memo(ServerRenderedLazy) as unknown as ComponentType<P>;
}
