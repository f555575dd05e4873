import { describe, expect, it } from "vitest";
import { discardBody, readBytesWithLimit, readTextWithLimit } from "./read-body";

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

  it("gives null past the limit and by default cancels the rest unread", async () => {
    const { stream, seen } = body(10, 100);
    expect(await readTextWithLimit(stream, 250)).toBeNull();
    expect(seen).toEqual({ pulled: 3, cancelled: true });
  });
});

describe("readBytesWithLimit with drainUpTo", () => {
  it("reads the rest of a refused body and throws it away, so the client can read the answer", async () => {
    const { stream, seen } = body(10, 100);
    expect(await readBytesWithLimit(stream, 250, { drainUpTo: 5000 })).toBeNull();
    expect(seen).toEqual({ pulled: 10, cancelled: false });
  });

  it("cancels once the drain bound is passed", async () => {
    const { stream, seen } = body(100, 100);
    expect(await readBytesWithLimit(stream, 250, { drainUpTo: 600 })).toBeNull();
    expect(seen.pulled).toBeLessThanOrEqual(7);
    expect(seen.cancelled).toBe(true);
  });
});

describe("discardBody", () => {
  it("drains an unread body up to the bound", async () => {
    const small = body(5, 100);
    await discardBody(small.stream, 1000);
    expect(small.seen).toEqual({ pulled: 5, cancelled: false });
  });

  it("cancels at once with a bound of 0 (a declared length past any drain)", async () => {
    const big = body(5, 100);
    await discardBody(big.stream, 0);
    expect(big.seen.cancelled).toBe(true);
    expect(big.seen.pulled).toBeLessThanOrEqual(1);
  });
});
