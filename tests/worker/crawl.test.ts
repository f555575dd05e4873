import robotsParser from "robots-parser";
import { describe, expect, it } from "vitest";
import { parseListingUrl, parseProductPath } from "#app/urls/listing-url.ts";
import { stripMarketPrefix } from "#app/markets/prefix.ts";
import { useWorker } from "./use-worker";
import { get, SITE_ORIGIN } from "./worker-harness";

// Issue #27's acceptance test (decision 0073): the built site as a search engine's crawler sees it.
// A breadth-first crawl as Googlebot from each market's home page, depth 3, that honours robots.txt
// and rel="nofollow" and stays on the site; it fails on what a search console would report.

const GOOGLEBOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";
const ROOTS = ["/", "/ca"];
const MAX_DEPTH = 3;
/**
 * Pages reached per market (the crawl's budget): together at least the 1,500. The budget counts
 * pages reached, not fetches: a redirect to a page already seen costs a fetch and reaches nothing, and
 * which links come first depends on the order concurrent fetches finish, so a fetch budget reached
 * 1,480-1,550 pages from run to run.
 */
const PAGES_PER_MARKET = 800;
const MIN_PAGES = 1500;
/** At most this share of the pages reached may be noindex (issue #27: no crawl budget spent on them). */
const MAX_NOINDEX_SHARE = 0.05;
/** Fetches at a time: the machine has two cores, workerd renders one page per core at best. */
const CONCURRENCY = 4;
const REDIRECT = new Set([301, 302, 303, 307, 308]);

interface Fetched {
  url: string;
  status: number;
  location?: string;
  html?: string;
}

/** What the crawl reads from a page's HTML. */
interface PageFacts {
  noindex: boolean;
  title?: string;
  canonical?: string;
  alternates: Map<string, string>;
  links: { href: string; nofollow: boolean }[];
}

const attributes = (tag: string) => new Map([...tag.matchAll(/([\w:-]+)="([^"]*)"/g)].map((m) => [m[1].toLowerCase(), decodeEntities(m[2])]));
const decodeEntities = (text: string) =>
  text.replace(/&(amp|quot|#x27|#39|lt|gt);/g, (_, name: string) => ({ amp: "&", quot: '"', "#x27": "'", "#39": "'", lt: "<", gt: ">" })[name]!);

function readPage(html: string, headers: Headers): PageFacts {
  const head = html.slice(0, html.indexOf("</head>") + 1 || undefined);
  const metaRobots =
    [...head.matchAll(/<meta\s[^>]*>/g)]
      .map((m) => attributes(m[0]))
      .find((a) => a.get("name") === "robots")
      ?.get("content") ?? "";
  const linkTags = [...head.matchAll(/<link\s[^>]*>/g)].map((m) => attributes(m[0]));
  const alternates = new Map(linkTags.filter((a) => a.get("rel") === "alternate" && a.has("hreflang")).map((a) => [a.get("hreflang")!, a.get("href")!]));
  return {
    noindex: /noindex/i.test(metaRobots) || /noindex/i.test(headers.get("x-robots-tag") ?? ""),
    title: /<title>([^<]*)<\/title>/.exec(head)?.[1],
    canonical: linkTags.find((a) => a.get("rel") === "canonical")?.get("href"),
    alternates,
    links: [...html.matchAll(/<a\s[^>]*>/g)]
      .map((m) => attributes(m[0]))
      .filter((a) => a.has("href"))
      .map((a) => ({ href: a.get("href")!, nofollow: (a.get("rel") ?? "").split(/\s+/).includes("nofollow") })),
  };
}

/** A link as the crawler keys it: absolute, on this site, without its fragment; null when it leaves the site. */
function sameOrigin(href: string, base: string): string | null {
  let url: URL;
  try {
    url = new URL(href, base);
  } catch {
    return null;
  }
  if (url.origin !== SITE_ORIGIN) return null;
  url.hash = "";
  return url.href;
}

type PageKind = "home" | "category" | "facet" | "landing" | "search" | "sponsored" | "product" | "other";
function kindOf(url: string): PageKind {
  const { pathname } = new URL(url);
  const { path } = stripMarketPrefix(pathname);
  if (path === "/") return "home";
  if (parseProductPath(path)) return "product";
  return parseListingUrl(pathname)?.route.kind ?? "other";
}
const isListing = (kind: PageKind) => kind !== "home" && kind !== "product" && kind !== "other";

const worker = useWorker();

/** Each URL fetched once, whoever asks (the crawl, a canonical check, an hreflang check). */
const fetched = new Map<string, Promise<Fetched>>();
function fetchOnce(url: string): Promise<Fetched> {
  let answer = fetched.get(url);
  if (!answer) {
    const { pathname, search } = new URL(url);
    answer = get(worker.mf, `${pathname}${search}`, { headers: { "user-agent": GOOGLEBOT } }).then(async (res) => {
      const type = res.headers.get("content-type") ?? "";
      const html = res.status === 200 && type.includes("text/html") ? await res.text() : (await res.arrayBuffer(), undefined);
      const location = res.headers.get("location");
      return { url, status: res.status, ...(location && { location: new URL(location, url).href }), ...(html !== undefined && { html }), headers: res.headers };
    });
    fetched.set(url, answer);
  }
  return answer;
}
const factsOf = new Map<string, PageFacts>();
async function pageFacts(url: string): Promise<{ status: number; facts?: PageFacts; location?: string }> {
  const answer = await fetchOnce(url);
  if (answer.html === undefined) return answer;
  let facts = factsOf.get(url);
  if (!facts) factsOf.set(url, (facts = readPage(answer.html, (answer as Fetched & { headers: Headers }).headers)));
  return { status: answer.status, facts };
}

/** Runs `work` over a queue that the work itself may grow, `CONCURRENCY` at a time, until it is empty and all work done. */
async function drain<T>(queue: T[], work: (item: T) => Promise<void>) {
  let active = 0;
  let waiting: (() => void)[] = [];
  const wake = () => {
    for (const resolve of waiting) resolve();
    waiting = [];
  };
  const workers = Array.from({ length: CONCURRENCY }, async () => {
    for (;;) {
      const item = queue.shift();
      if (item === undefined) {
        if (active === 0) return wake();
        await new Promise<void>((resolve) => waiting.push(resolve));
        continue;
      }
      active++;
      await work(item);
      active--;
      wake();
    }
  });
  await Promise.all(workers);
}

describe("a search engine's crawl of both markets", () => {
  it(
    `reaches ${MIN_PAGES}+ pages with no broken link, redirect chain, canonical or hreflang error, duplicate listing title or crawl trap`,
    { timeout: 300_000 },
    async () => {
      const started = Date.now();
      const robotsTxt = await (await get(worker.mf, "/robots.txt", { headers: { "user-agent": GOOGLEBOT } })).text();
      const robots = robotsParser(`${SITE_ORIGIN}/robots.txt`, robotsTxt);

      const broken: string[] = [];
      const chains: string[] = [];
      const canonicalErrors: string[] = [];
      const hreflangErrors: string[] = [];
      /** indexable pages reached, by URL */
      const pages = new Map<string, { kind: PageKind; facts: PageFacts; market: string }>();
      const noindex: string[] = [];
      const figures = { linksSeen: 0, nofollow: 0, robotsBlocked: 0, redirects: 0 };
      const queued = new Set<string>();
      const fetchedPerMarket = new Map<string, number>();
      const reachedPerMarket = new Map<string, number>();
      const marketOf = (url: string) => stripMarketPrefix(new URL(url).pathname).market.region;

      const queue: { url: string; depth: number; from: string }[] = ROOTS.map((root) => ({ url: `${SITE_ORIGIN}${root}`, depth: 0, from: "(start)" }));
      for (const { url } of queue) queued.add(url);

      await drain(queue, async ({ url, depth, from }) => {
        const market = marketOf(url);
        if ((reachedPerMarket.get(market) ?? 0) >= PAGES_PER_MARKET) return;
        fetchedPerMarket.set(market, (fetchedPerMarket.get(market) ?? 0) + 1);
        let page = await pageFacts(url);
        let at = url;
        if (REDIRECT.has(page.status) && page.location) {
          figures.redirects++;
          at = page.location;
          if (!at.startsWith(SITE_ORIGIN)) return;
          page = await pageFacts(at);
          if (REDIRECT.has(page.status)) chains.push(`${url} -> ${at} -> ${page.location} (linked from ${from})`);
        }
        if (page.status >= 400) broken.push(`${at} answers ${page.status} (linked from ${from})`);
        if (!page.facts) return;
        const { facts } = page;
        const kind = kindOf(at);
        if (pages.has(at) || noindex.includes(at)) return;
        if (facts.noindex) noindex.push(at);
        else pages.set(at, { kind, facts, market });
        reachedPerMarket.set(market, (reachedPerMarket.get(market) ?? 0) + 1);
        if (depth >= MAX_DEPTH) return;
        for (const link of facts.links) {
          const target = sameOrigin(link.href, at);
          if (!target) continue;
          figures.linksSeen++;
          if (link.nofollow) {
            figures.nofollow++;
            continue;
          }
          if (!robots.isAllowed(target, "Googlebot")) {
            figures.robotsBlocked++;
            continue;
          }
          if (queued.has(target)) continue;
          queued.add(target);
          queue.push({ url: target, depth: depth + 1, from: at });
        }
      });

      // Canonicals and hreflang of the indexable pages reached (their targets fetched once each).
      const checks = [...pages.entries()];
      await drain(checks, async ([url, { facts }]) => {
        if (!facts.canonical) canonicalErrors.push(`${url}: indexable without a canonical`);
        else if (facts.canonical !== url) {
          const target = await pageFacts(facts.canonical);
          if (target.status !== 200) canonicalErrors.push(`${url}: canonical ${facts.canonical} answers ${target.status}`);
          else if (target.facts?.canonical !== facts.canonical) canonicalErrors.push(`${url}: canonical ${facts.canonical} names ${target.facts?.canonical}`);
          else if (target.facts.noindex) canonicalErrors.push(`${url}: canonical ${facts.canonical} is noindex`);
        }
        const self = facts.canonical ?? url;
        for (const [lang, href] of facts.alternates) {
          if (href === self) continue;
          const twin = await pageFacts(href);
          if (twin.status !== 200) hreflangErrors.push(`${url}: hreflang ${lang} ${href} answers ${twin.status}`);
          else if (![...(twin.facts?.alternates.values() ?? [])].includes(self)) hreflangErrors.push(`${url}: hreflang ${lang} ${href} does not name it back`);
        }
        if (facts.alternates.size && [...pages.values()].some((p) => p.facts.alternates.has("x-default")) && !facts.alternates.has("x-default"))
          hreflangErrors.push(`${url}: alternates without x-default`);
      });

      // Within a market: a page and its other-market twin (hreflang) share a title by design.
      const titles = new Map<string, string[]>();
      for (const [url, { kind, facts, market }] of pages) {
        const key = `${market}: ${facts.title}`;
        if (isListing(kind) && facts.title !== undefined) titles.set(key, [...(titles.get(key) ?? []), url]);
      }
      const duplicateTitles = [...titles.entries()].filter(([, urls]) => urls.length > 1).map(([title, urls]) => `${title}: ${urls.join(", ")}`);

      const reached = pages.size + noindex.length;
      const byKind: Record<string, number> = {};
      for (const { kind } of pages.values()) byKind[kind] = (byKind[kind] ?? 0) + 1;
      const noindexByKind: Record<string, number> = {};
      for (const url of noindex) noindexByKind[kindOf(url)] = (noindexByKind[kindOf(url)] ?? 0) + 1;
      console.log(
        JSON.stringify(
          {
            pages: reached,
            reachedPerMarket: Object.fromEntries(reachedPerMarket),
            fetchedPerMarket: Object.fromEntries(fetchedPerMarket),
            indexableByKind: byKind,
            noindex: noindex.length,
            noindexByKind,
            noindexShare: `${((noindex.length / reached) * 100).toFixed(1)}%`,
            ...figures,
            linksFollowed: queued.size,
            fetches: fetched.size,
            seconds: Math.round((Date.now() - started) / 1000),
          },
          null,
          1,
        ),
      );

      expect(broken, "broken links").toEqual([]);
      expect(chains, "redirect chains").toEqual([]);
      expect(canonicalErrors, "canonical errors").toEqual([]);
      expect(hreflangErrors, "hreflang errors").toEqual([]);
      expect(duplicateTitles, "indexable listing pages sharing a title").toEqual([]);
      expect(noindex.length / reached, `noindex pages reached:\n${noindex.slice(0, 40).join("\n")}`).toBeLessThanOrEqual(MAX_NOINDEX_SHARE);
      expect(reached).toBeGreaterThanOrEqual(MIN_PAGES);
    },
  );
});
