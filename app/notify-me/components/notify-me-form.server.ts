// The form for the server's render (./lazy-notify-me-form.tsx loads it lazily in the browser).
export { NotifyMeForm } from "./notify-me-form";
