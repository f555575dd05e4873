import { useEffect, useId, useRef, type ReactNode } from "react";
import { postToApp, sheetDismissedBridgeMessage } from "#app/native/app-bridges.ts";

/**
 * A bottom sheet as a modal `<dialog>`: `showModal()` makes the rest of the page inert and keeps
 * Tab inside, Escape asks to close (the `cancel` event, turned into `onClose` so the caller's state
 * decides), and focus goes back to what had it before the sheet opened. Mounted only while open.
 */
export function ModalSheet({
  title,
  onClose,
  closeLabel,
  busy,
  footer,
  children,
  className,
}: {
  title: string;
  onClose: () => void;
  closeLabel: string;
  /** the body is being updated (aria-busy) */
  busy?: boolean;
  footer?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const sheetName = className?.split(" ")[0] ?? "sheet";
  const titleId = useId();
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    const onCancel = (event: Event) => {
      event.preventDefault();
      onCloseRef.current();
    };
    dialog.addEventListener("cancel", onCancel);
    return () => {
      dialog.removeEventListener("cancel", onCancel);
      if (dialog.open) dialog.close();
      // Inside our apps, say the bottom sheet is gone (spec §7); on the web nothing is sent.
      postToApp(sheetDismissedBridgeMessage(navigator.userAgent, sheetName));
      // The opener may have been re-rendered away (a new page): then focus stays where the page puts it.
      if (opener?.isConnected) opener.focus();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- opened once; its name does not change
  }, []);
  return (
    <dialog ref={ref} className={`sheet${className ? ` ${className}` : ""}`} aria-labelledby={titleId}>
      <div className="sheet__header">
        <h2 id={titleId}>{title}</h2>
        <button type="button" className="sheet__close" onClick={onClose} aria-label={closeLabel}>
          <span aria-hidden="true">×</span>
        </button>
      </div>
      <div className="sheet__body" aria-busy={busy || undefined}>
        {children}
      </div>
      {footer ? <div className="sheet__footer">{footer}</div> : null}
    </dialog>
  );
}
