import { describe, expect, it } from "vitest";
import { get } from "./worker-harness";
import { useWorker } from "./use-worker";

// issue #24: a client-supplied x-request-id used to become our request id (the page's own, the one
// our calls forward and the support code is made from). Ours is made by the Worker.

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const requestIdOf = (html: string) => /"requestId":"([^"]*)"/.exec(html)?.[1];

describe("our request id", () => {
  const worker = useWorker();

  it("is ours on a page whatever x-request-id the client sends, and differs per request", async () => {
    const ids: (string | undefined)[] = [];
    for (const claimed of ["req-77", "req-77", "<script>alert(1)</script>"]) {
      const res = await get(worker.mf, "/b/dog_c288", { headers: { "x-request-id": claimed } });
      expect(res.status).toBe(200);
      ids.push(requestIdOf(await res.text()));
    }
    for (const id of ids) expect(id).toMatch(UUID);
    expect(new Set(ids).size).toBe(3);
  });
});
