import { jsonResponse as plainJsonResponse } from "~/http/json-response";

// JSON answers of the analytics endpoints. Analytics answers are per visitor (user-context) or a
// receipt (collector), so neither is ever cached.
export const NO_STORE = "private, no-store";

export function jsonResponse(body: unknown, status: number, headers: Record<string, string> = {}): Response {
  return plainJsonResponse(body, status, { "Cache-Control": NO_STORE, ...headers });
}
