/**
 * Reads a body stream as text, stopping (and cancelling the stream) as soon as it passes `limit`
 * bytes: a client that declares no length, or lies about it, still cannot make us buffer more.
 * Returns null when the body is too large; a stream that fails to read throws.
 */
export async function readTextWithLimit(stream: ReadableStream<Uint8Array> | null, limit: number): Promise<string | null> {
  if (!stream) return "";
  const reader = stream.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => undefined);
      return null;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.byteLength;
  }
  return new TextDecoder().decode(bytes);
}

/**
 * How much of a refused body is read and thrown away before the rest is cancelled. A client still
 * sending when the answer comes may otherwise see its connection reset instead of the answer (what
 * servers call a lingering close); past this, a reset is the cheaper outcome.
 */
export const DISCARD_LIMIT_BYTES = 1024 * 1024;

/**
 * Reads and drops a body we refuse (up to {@link DISCARD_LIMIT_BYTES}), then cancels what is left,
 * so the runtime never sees a half-read request (DESIGN.md gotcha) and the client gets the answer.
 */
export async function discardBody(request: Request): Promise<void> {
  const reader = request.body?.getReader();
  if (!reader) return;
  try {
    let size = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      size += value.byteLength;
      if (size > DISCARD_LIMIT_BYTES) break;
    }
  } catch {
    // A body that fails to read is as good as discarded.
  }
  await reader.cancel().catch(() => undefined);
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
