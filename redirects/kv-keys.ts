/**
 * Key names in the REDIRECTS KV namespace (docs/decisions/0003-redirect-tables-in-kv.md).
 *
 * - The pointer key holds a small JSON document naming the live version and the versions that were
 *   live before it (for rollback). It is the only key that is ever overwritten.
 * - Each published version is its own immutable key: `redirects:version:{version}`.
 */
export const REDIRECTS_POINTER_KEY = "redirects:pointer";
const REDIRECTS_VERSION_KEY_PREFIX = "redirects:version:";

export function redirectsVersionKey(version: string): string {
  return `${REDIRECTS_VERSION_KEY_PREFIX}${version}`;
}
