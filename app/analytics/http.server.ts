import { jsonResponse as plainJsonResponse } from "#app/http/json-response.ts";
import { cacheHeaders } from "#app/http/cache-policy.ts";

// JSON answers of the analytics endpoints. Analytics answers are per visitor (user-context) or a
// receipt (collector), so neither is ever cached.
export function jsonResponse(body: unknown, status: number, headers: Record<string, string> = {}): Response {
  return plainJsonResponse(body, status, { ...cacheHeaders("personal"), ...headers });
}
