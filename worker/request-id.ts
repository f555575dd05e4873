// This request's id (issue #24): ours, made here for every request, never the client's. It names the
// request in our logs, in the support code a shopper reads off the maintenance page and in the
// x-request-id of the calls we make for it (app/http/client-identification.ts). A client's own
// x-request-id (a proxy's or a partner's trace id) is only kept beside it, as the client's, and only
// when it is well-formed: taking it as ours would let a client choose the id our logs file its
// request under, give two requests one id, or write what it likes into a log line and a support code.

/** Where a client may send its own trace id. */
const CLIENT_REQUEST_ID_HEADER = "x-request-id";

/** A client's id we keep: 1-64 letters, digits, `-`, `_`, `.` and `:` (UUIDs, ULIDs, trace ids). */
const WELL_FORMED_CLIENT_ID = /^[A-Za-z0-9._:-]{1,64}$/;

export interface RequestIds {
  /** ours: a random UUID */
  requestId: string;
  /** the client's x-request-id when well-formed, else null (logged beside ours, never used as ours) */
  clientRequestId: string | null;
}

export function requestIdsFor(request: Pick<Request, "headers">, newId: () => string = () => crypto.randomUUID()): RequestIds {
  const claimed = request.headers.get(CLIENT_REQUEST_ID_HEADER);
  return { requestId: newId(), clientRequestId: claimed !== null && WELL_FORMED_CLIENT_ID.test(claimed) ? claimed : null };
}

/** How our log lines name the request: our id, then the client's as its own field when it sent one. */
export function logRequestLabel({ requestId, clientRequestId }: RequestIds): string {
  return clientRequestId ? `${requestId} client-request-id=${clientRequestId}` : requestId;
}
