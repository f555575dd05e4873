// A modal <dialog> makes the page behind it inert, but Tab past its last control leaves the page
// for the browser's own toolbar (and Shift+Tab before its first): a keyboard user then has to find
// the way back. This wraps Tab around inside the dialog instead (WAI-ARIA APG modal dialog pattern).

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Listens on `dialog` for Tab and Shift+Tab at its ends; returns the function that stops listening. */
export function keepTabInside(dialog: HTMLElement): () => void {
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== "Tab") return;
    const controls = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.getClientRects().length > 0);
    if (!controls.length) return;
    const [first, last] = [controls[0], controls[controls.length - 1]];
    const goingOut = event.shiftKey ? document.activeElement === first || !dialog.contains(document.activeElement) : document.activeElement === last;
    if (!goingOut) return;
    event.preventDefault();
    (event.shiftKey ? last : first).focus();
  };
  dialog.addEventListener("keydown", onKeyDown);
  return () => dialog.removeEventListener("keydown", onKeyDown);
}
