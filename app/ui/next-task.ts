// A new task of the browser's event loop (issue #28, Total Blocking Time): work after `await nextTask()`
// runs in a task of its own, not in the one that awaited, so the browser can paint and answer input in
// between. For code loaded after hydration; the page's eager modules (app/ui/island.tsx, the analytics
// job queue) call `setTimeout` themselves, a module of its own there being one more file to load.

/** Resolves in a new task. */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve));
}
