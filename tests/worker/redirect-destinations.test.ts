import { describe, expect, it } from "vitest";
import tables from "#redirects/tables.json";
import { useWorker } from "./use-worker";
import { get, SITE_ORIGIN } from "./worker-harness";

// Redirects land on canonical URLs (issue #27; decision 0067): every static and category-id redirect
// of the default tables (redirects/tables.json), followed once from the built worker in both markets,
// is one hop to a page that answers 200 and names the address it landed on as its canonical.

const worker = useWorker();

const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1] ?? null;

/** Each row by a request path that hits it: the static source itself, or an old listing page of the category. */
const ROWS = [
  ...tables.static.map((row) => ({ from: row.from, to: row.to })),
  ...tables.categoryIds.map((row) => ({ from: `/b/old-group_c${row.categoryId}`, to: row.to })),
];

describe.each([
  ["US", ""],
  ["Canada", "/ca"],
])("%s", (_market, prefix) => {
  it.each(ROWS)("$from lands on the canonical $to in one hop", async ({ from, to }) => {
    const moved = await get(worker.mf, prefix + from, { redirect: "manual" });
    expect([301, 302]).toContain(moved.status);
    const location = moved.headers.get("location")!;
    expect(location).toBe(to === "/" && prefix ? prefix : prefix + to);

    const landed = await get(worker.mf, location, { redirect: "manual" });
    expect(landed.status).toBe(200);
    expect(canonicalOf(await landed.text())).toBe(`${SITE_ORIGIN}${location}`);
  });
});
