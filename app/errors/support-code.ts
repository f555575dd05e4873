/** A short code a shopper can read to support staff; it is the start of the request id in the logs. */
export function supportCodeFor(requestId: string): string {
  return requestId
    .replace(/[^a-zA-Z0-9]/g, "")
    .slice(0, 8)
    .toUpperCase();
}
