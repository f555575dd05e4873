import { usePersonal } from "#app/visitor/personal-context.tsx";
import { XSRF_FIELD } from "./same-origin";

/** The hidden token every state-changing form carries, so it works without JavaScript (spec §7). */
export function XsrfField() {
  // On a cached page the Worker writes this visitor's token into the field (worker/personalize.ts).
  return <input type="hidden" name={XSRF_FIELD} value={usePersonal().xsrfToken} />;
}
