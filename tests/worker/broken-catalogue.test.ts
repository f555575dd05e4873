import { describe, expect, it } from "vitest";
import { get } from "./worker-harness";
import { useWorker } from "./use-worker";

// A worker whose D1 has no catalogue at all (no migrations applied): every query fails.
const worker = useWorker({ empty: true });

describe("a failing catalogue", () => {
  it.each([
    { path: "/s?query=dog", phone: "1-800-555-0142", home: 'href="/"' },
    { path: "/ca/b/dog_c288", phone: "1-800-555-0199", home: 'href="/ca"' },
  ])("$path answers 503 with the maintenance page", async ({ path, phone, home }) => {
    const res = await get(worker.mf, path);
    expect(res.status).toBe(503);
    const html = await res.text();
    expect(html).toContain("Quick Feature Update!");
    expect(html).toMatch(/Support code(<!-- -->)?: <code class="support-code">[A-Z0-9]{8}<\/code>/);
    expect(html).toContain(phone);
    expect(html).toContain("Go Home");
    expect(html).toContain(home);
  });

  it("the search API answers 503 with a JSON error", async () => {
    const res = await get(worker.mf, "/plp/api/search", { method: "POST", body: JSON.stringify({ term: "dog" }) });
    expect(res.status).toBe(503);
    expect(((await res.json()) as any).error).toMatch(/unavailable/);
  });
});
