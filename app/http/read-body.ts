// Reading request bodies with a size limit. What happens to the rest of a body we refuse matters: a
// Worker that answers before the client has finished sending makes the client see a reset instead
// of our answer, and under `wrangler dev` a client that disconnects mid-upload can take the whole dev
// server down (DESIGN.md gotcha; workers-sdk #15203, #15447). So a refused body is either drained
// (read and thrown away, up to a bound) or cancelled, on purpose.

import { concatBytes } from "./bytes";

export interface LimitOptions {
  /**
   * When the body passes `limit`: keep reading and discarding until this many bytes have been read
   * in all, so the client finishes sending and reads our answer; past it (or when 0, the default),
   * cancel. Draining costs no memory, only the time the client takes to send.
   */
  drainUpTo?: number;
}

/**
 * Reads a body stream as bytes, stopping as soon as it passes `limit` bytes: a client that declares
 * no length, or lies about it, still cannot make us buffer more. Returns null when the body is too
 * large (the rest drained or cancelled, see `drainUpTo`); a stream that fails to read throws.
 */
export async function readBytesWithLimit(stream: ReadableStream<Uint8Array> | null, limit: number, options: LimitOptions = {}): Promise<Uint8Array<ArrayBuffer> | null> {
  if (!stream) return new Uint8Array(0);
  const reader = stream.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await drainOrCancel(reader, size, options.drainUpTo ?? 0);
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

/**
 * Throws a body away without reading it into memory: drained up to `drainUpTo` bytes, cancelled past
 * that. For a body refused before it was read (a declared length over the limit, a refused request).
 */
export async function discardBody(stream: ReadableStream<Uint8Array> | null, drainUpTo: number): Promise<void> {
  if (!stream) return;
  await drainOrCancel(stream.getReader(), 0, drainUpTo);
}

async function drainOrCancel(reader: ReadableStreamDefaultReader<Uint8Array>, alreadyRead: number, drainUpTo: number): Promise<void> {
  let read = alreadyRead;
  try {
    while (read < drainUpTo) {
      const { done, value } = await reader.read();
      if (done) return;
      read += value.byteLength;
    }
  } catch {
    // The client went away while we drained: nothing left to protect.
    return;
  }
  await reader.cancel().catch(() => undefined);
}

/**
 * How much of a refused body is read and thrown away before the rest is cancelled. A client still
 * sending when the answer comes may otherwise see its connection reset instead of the answer (what
 * servers call a lingering close); past this, a reset is the cheaper outcome.
 */
export const DISCARD_LIMIT_BYTES = 1024 * 1024;

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
