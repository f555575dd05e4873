import { tokensMatch } from "#app/security/same-origin.ts";

// Who may post events to the collector, POST {market}/v1/batch (issue #8, decision 0015). The
// collector is exempt from the XSRF guard (decision 0008): beacons carry no token and server clients
// no cookie. Instead a request must come from this site's own pages (its Origin) or carry one of the
// configured write keys, as Segment's own clients send them (Basic auth user name, or `writeKey` in
// the body where a beacon cannot set headers). Pure: collect.server.ts does the I/O.

export const COLLECTOR_FORBIDDEN_MESSAGE =
  "Events are accepted only from this site's own pages or from a client with a valid write key (HTTP Basic auth user name, or writeKey in the body).";
/**
 * The refusal when the server has no write key at all (decision 0070): a partner SDK's operator
 * reads it in the SDK's error and learns what to configure, instead of a key that can never match.
 */
export const COLLECTOR_NO_KEYS_MESSAGE =
  "No write keys are configured on this server (ANALYTICS_WRITE_KEYS), so events are accepted only from this site's own pages.";

export type CollectorAccess = { ok: true; via: "origin" | "write-key" } | { ok: false; reason: "no-keys-configured" | "no-valid-key" };

/** What a refused client is told: which of the two refusals it met. */
export const collectorRefusalMessage = (access: Extract<CollectorAccess, { ok: false }>): string =>
  access.reason === "no-keys-configured" ? COLLECTOR_NO_KEYS_MESSAGE : COLLECTOR_FORBIDDEN_MESSAGE;

/**
 * A browser sends Origin on every POST, so our own pages' beacons and fetches pass on it; any other
 * client (another site's page, a script, a server) needs a write key. A wrong key on a same-origin
 * request does not matter: the key is not what admitted it.
 */
export function collectorAccess(input: {
  /** This site's origin as the request reached us (the request URL's origin). */
  siteOrigin: string;
  origin: string | null;
  writeKey: string | undefined;
  writeKeys: readonly string[];
}): CollectorAccess {
  if (input.origin !== null && input.origin === input.siteOrigin) return { ok: true, via: "origin" };
  if (input.writeKeys.length === 0) return { ok: false, reason: "no-keys-configured" };
  const sent = input.writeKey;
  // Every configured key is compared, in constant time, so timing says nothing about which one is near.
  if (sent && input.writeKeys.reduce((found, key) => tokensMatch(key, sent) || found, false)) return { ok: true, via: "write-key" };
  return { ok: false, reason: "no-valid-key" };
}
