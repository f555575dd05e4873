// Reading request bodies with a size limit. What happens to the rest of a body we refuse matters:
// a body left half-read, or cancelled while the client is still sending, leaves the client's
// upload stuck. Under `wrangler dev`, a refused 65 KB beacon that was cancelled made the next
// request on the dev server wait 20-120 s (issue #23; before that, a client that disconnected
// mid-upload could take the dev server down: DESIGN.md gotcha, workers-sdk #15203, #15447). So a
// refused body is drained: read to its end and thrown away, chunk by chunk, which costs no memory,
// only the time the client takes to send (in production the edge bounds a request body's size).
// Only a stream that is no connection (a tee's branch, an inflater in memory) is cancelled.

import { concatBytes } from "./bytes";

export interface LimitOptions {
  /**
   * What happens to the rest of a body past the limit: "drain" (the default: read to its end and
   * thrown away, so the client finishes sending and reads our answer) or "cancel", for a stream that
   * is not the request's connection (a clone's branch while the original is drained, an inflater).
   */
  rest?: "drain" | "cancel";
}

/**
 * Reads a body stream as bytes, stopping as soon as it passes `limit` bytes: a client that declares
 * no length, or lies about it, still cannot make us buffer more. Returns null when the body is too
 * large (the rest drained, or cancelled, see `rest`); a stream that fails to read throws.
 */
export async function readBytesWithLimit(
  stream: ReadableStream<Uint8Array> | null,
  limit: number,
  options: LimitOptions = {},
): Promise<Uint8Array<ArrayBuffer> | null> {
  if (!stream) return new Uint8Array(0);
  const reader = stream.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      if (options.rest === "cancel") await reader.cancel().catch(() => undefined);
      else await drain(reader);
      return null;
    }
    chunks.push(value);
  }
  return concatBytes(chunks);
}

/** `readBytesWithLimit`, decoded as UTF-8. */
export async function readTextWithLimit(stream: ReadableStream<Uint8Array> | null, limit: number, options: LimitOptions = {}): Promise<string | null> {
  const bytes = await readBytesWithLimit(stream, limit, options);
  return bytes && new TextDecoder().decode(bytes);
}

/** Throws a body away without keeping it: read to its end (a refused request's, whatever its size or framing). */
export async function discardBody(stream: ReadableStream<Uint8Array> | null): Promise<void> {
  if (!stream || stream.locked) return;
  await drain(stream.getReader());
}

/**
 * Drains what nobody read of a request's body (a refusal that never looked at it, a route that
 * answered without reading): the Worker's last step, so no answer leaves a client's upload stuck.
 */
export async function drainUnreadBody(request: Request): Promise<void> {
  if (request.body && !request.bodyUsed) await discardBody(request.body);
}

async function drain(reader: ReadableStreamDefaultReader<Uint8Array>): Promise<void> {
  try {
    for (;;) {
      const { done } = await reader.read();
      if (done) return;
    }
  } catch {
    // The client went away while we drained: nothing left to protect.
  } finally {
    reader.releaseLock();
  }
}

/**
 * A form post's fields, or null when the body is not a form (another media type, a broken multipart
 * body): an action answers 415 then, instead of the parser's exception becoming a 500.
 */
export async function readFormData(request: Request): Promise<FormData | null> {
  try {
    return await request.formData();
  } catch {
    return null;
  }
}
