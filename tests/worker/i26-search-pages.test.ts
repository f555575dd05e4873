import { describe, expect, it } from "vitest";
import { useWorker } from "./use-worker";
import { get, inHtml } from "./worker-harness";

// Issue #26 "search that helps": the no-results page, a corrected search and its literal link, a long
// natural-language query's close matches — as the server renders them (no JavaScript), both markets.
const worker = useWorker();

const cardsIn = (html: string) => html.match(/<article class="card"/g)?.length ?? 0;
const occurrences = (html: string, text: string) => html.split(text).length - 1;
/** The page's main content (the header's search box and the title repeat a query by design). */
const mainOf = (html: string) => html.slice(html.indexOf("<main"), html.indexOf("</main>"));
const countLine = (html: string) => html.match(/data-testid="result-count"[^>]*>([^<]*)/)?.[1] ?? "";

const LONG_QUERY = "grain free salmon recipe for senior small breed dogs";

describe.each([
  { market: "US", prefix: "" },
  { market: "Canada", prefix: "/ca" },
])("search pages in the $market market", ({ prefix }) => {
  it("a search that finds nothing prints the query once, with the spec's words", async () => {
    const html = await (await get(worker.mf, `${prefix}/s?query=zzqxjv`)).text();
    const main = mainOf(html);
    expect(main).toContain(inHtml("We couldn't sniff that out."));
    expect(main).toContain("There are no results for “zzqxjv”");
    expect(main).toContain(inHtml("Looks like we don't have this... yet!"));
    // the query in words once (the notify-me form carries it as a hidden value and the JSON-LD names it for crawlers: not text a shopper reads)
    expect(occurrences(main.replace(/<script[\s\S]*?<\/script>/g, "").replace(/<input[^>]*>/g, ""), "zzqxjv")).toBe(1);
  });

  it("a corrected search says what it searched and links to the search as typed", async () => {
    const html = await (await get(worker.mf, `${prefix}/s?query=dgo%20fod`)).text();
    expect(html).toContain("Showing results for “dog food” instead.");
    expect(cardsIn(html)).toBeGreaterThan(0);
    // (a search is not indexed: a crawler does not follow the link, decision 0073)
    const literal = html.match(/<a href="([^"]+)" rel="nofollow">Search instead for “dgo fod”<\/a>/)?.[1].replace(/&amp;/g, "&");
    expect(literal).toBe(`${prefix}/s?query=dgo+fod&literal=1`);

    // the literal search searches exactly what was typed: no correction, no close matches
    const typed = await (await get(worker.mf, literal!)).text();
    expect(typed).not.toContain("Showing results for");
    expect(mainOf(typed)).toContain("There are no results for “dgo fod”");
    expect(cardsIn(typed)).toBe(0);
  });

  it("keeps the literal search apart in the edge cache's key", async () => {
    const res = await get(worker.mf, `${prefix}/s?query=dgo%20food&literal=1`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).not.toContain("Showing results for");
    const plain = await (await get(worker.mf, `${prefix}/s?query=dgo%20food`)).text();
    expect(plain).toContain("Showing results for “dog food” instead.");
  });

  it("a long natural-language query shows close matches, says so, and counts what they match", async () => {
    const html = await (await get(worker.mf, `${prefix}/s?query=${encodeURIComponent(LONG_QUERY)}`)).text();
    expect(cardsIn(html)).toBeGreaterThan(0);
    const said = html.match(/No product matches every word of “([^”]+)”\. Showing close matches: products that match “([^”]+)”\./);
    expect(said?.[1]).toBe(LONG_QUERY);
    const kept = said![2].split(" ");
    // at least half of the words, stop words gone, in the order typed
    expect(kept.length).toBeGreaterThanOrEqual(4);
    expect(kept).not.toContain("for");
    expect(LONG_QUERY.split(" ").filter((w) => kept.includes(w))).toEqual(kept);
    expect(countLine(html)).toMatch(new RegExp(`^[\\d,]+ results? for “${said![2]}”`));
    // the cards are the kept words' own results (same first card as searching them directly)
    const direct = await (await get(worker.mf, `${prefix}/s?query=${encodeURIComponent(said![2])}`)).text();
    const firstCard = (page: string) => page.match(/<article class="card"[\s\S]*?href="([^"]+)"/)?.[1];
    expect(firstCard(html)).toBe(firstCard(direct));
    expect(direct).not.toContain("close matches");
  });
});
