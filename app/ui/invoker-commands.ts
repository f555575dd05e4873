// HTML invoker commands (`<button commandfor="id" command="show-modal">`) for browsers that do not
// have them yet: the same clicks, handled once for the document. Loaded only there (app/entry.client.tsx).
document.addEventListener("click", (event) => {
  const button = (event.target as Element | null)?.closest?.("button[commandfor]");
  if (!button) return;
  const dialog = document.getElementById(button.getAttribute("commandfor") ?? "");
  if (!(dialog instanceof HTMLDialogElement)) return;
  const command = button.getAttribute("command");
  if (command === "show-modal" && !dialog.open) dialog.showModal();
  else if (command === "close") dialog.close();
});

export {};
