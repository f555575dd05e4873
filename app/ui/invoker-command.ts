/**
 * The attributes of a button that opens or closes a `<dialog>` without script (HTML invoker
 * commands: `commandfor` and `command`; older browsers get app/ui/invoker-commands.ts). React 18
 * does not know them, so they are spread as plain attributes.
 */
export const invokerCommand = (dialogId: string, command: "show-modal" | "close") => ({ commandfor: dialogId, command }) as Record<string, string>;
