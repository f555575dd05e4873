import { describe, expect, it } from "vitest";
import { discardBody, drainUnreadBody, readBytesWithLimit, readTextWithLimit } from "./read-body";

/** A body of `chunks` chunks of `size` bytes that records how far it was read and whether it was cancelled. */
function body(chunks: number, size: number) {
  const seen = { pulled: 0, cancelled: false };
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (seen.pulled === chunks) return controller.close();
      seen.pulled++;
      controller.enqueue(new Uint8Array(size).fill(120));
    },
    cancel() {
      seen.cancelled = true;
    },
  });
  return { stream, seen };
}

describe("readTextWithLimit", () => {
  it("reads a body within the limit", async () => {
    expect(await readTextWithLimit(new Response("héllo").body, 6)).toBe("héllo");
    expect(await readTextWithLimit(null, 10)).toBe("");
  });

  it("gives null past the limit and reads the rest to its end, so the client finishes sending (never a cancelled upload)", async () => {
    const { stream, seen } = body(10, 100);
    expect(await readTextWithLimit(stream, 250)).toBeNull();
    expect(seen).toEqual({ pulled: 10, cancelled: false });
  });

  it("drains a refused body of any size without keeping it", async () => {
    const { stream, seen } = body(1024, 64 * 1024);
    expect(await readBytesWithLimit(stream, 8 * 1024)).toBeNull();
    expect(seen).toEqual({ pulled: 1024, cancelled: false });
  });

  it("cancels the rest only when told the stream is no connection (a clone's branch, an inflater)", async () => {
    const { stream, seen } = body(10, 100);
    expect(await readTextWithLimit(stream, 250, { rest: "cancel" })).toBeNull();
    expect(seen).toEqual({ pulled: 3, cancelled: true });
  });
});

describe("discardBody and drainUnreadBody", () => {
  it("read an unread body to its end", async () => {
    const small = body(5, 100);
    await discardBody(small.stream);
    expect(small.seen).toEqual({ pulled: 5, cancelled: false });
  });

  it("drain what a route left of a request's body, and leave a read one alone", async () => {
    const unread = new Request("https://x.test/api/rum", { method: "POST", body: "x".repeat(70_000) });
    await drainUnreadBody(unread);
    expect(unread.bodyUsed).toBe(true);
    const read = new Request("https://x.test/api/rum", { method: "POST", body: "{}" });
    await read.text();
    await expect(drainUnreadBody(read)).resolves.toBeUndefined();
  });
});
