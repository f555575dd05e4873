import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ANALYTICS_TOGGLES_KEY, readToggles } from "#app/analytics/toggles.ts";
import { BROWSER_UA, SITE_ORIGIN } from "./worker-harness";
import { useWorker } from "./use-worker";

// The README's own examples, run as written (issue #24: its content API example answered 400 and its
// deploy section's analytics toggles were invalid). Each `curl` against the local server in a `sh`
// block, each inline `GET …` address with a concrete query, and the analytics toggles value the
// deploy steps store: a README edit that breaks one fails here.

const README = readFileSync(path.resolve("README.md"), "utf8");
const shBlocks = [...README.matchAll(/```sh\n([\s\S]*?)```/g)].map((match) => match[1]);

/** Words of a shell line: single and double quotes as sh reads them, stopping at a pipe or a comment. */
function shellWords(line: string): string[] {
  const words: string[] = [];
  let word: string | null = null;
  for (let i = 0; i < line.length; i++) {
    const c = line[i];
    if (c === "'" || c === '"') {
      const end = line.indexOf(c, i + 1);
      word = (word ?? "") + (c === '"' ? line.slice(i + 1, end).replace(/\\(["\\$`])/g, "$1") : line.slice(i + 1, end));
      i = end;
    } else if (/\s/.test(c)) {
      if (word !== null) words.push(word);
      word = null;
    } else if ((c === "|" || c === "#") && word === null) {
      break;
    } else {
      word = (word ?? "") + c;
    }
  }
  if (word !== null) words.push(word);
  return words;
}

interface Example {
  text: string;
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string;
}

/** The README's curl commands against the local Worker (`localhost:8787`), continuation lines joined. */
function curlExamples(): Example[] {
  const lines = shBlocks.flatMap((block) => block.replace(/\\\n\s*/g, "").split("\n"));
  return lines.flatMap((line): Example[] => {
    const words = shellWords(line.trim());
    if (words[0] !== "curl") return [];
    const address = words.find((word) => /^(https?:\/\/)?(localhost|127\.0\.0\.1):8787\//.test(word));
    // The scheduled handler's URL exists only under `wrangler dev --test-scheduled`.
    if (!address || address.includes("/__scheduled")) return [];
    const headers: Record<string, string> = {};
    let method = "GET";
    let body: string | undefined;
    for (let i = 1; i < words.length; i++) {
      const word = words[i];
      if (word === "-H") {
        const [name, ...value] = words[++i].split(":");
        headers[name.trim().toLowerCase()] = value.join(":").trim();
      } else if (word === "-d" || word === "--data") {
        body = words[++i];
        method = "POST";
      } else if (/^-[a-zA-Z]*I/.test(word)) {
        method = "HEAD";
      }
    }
    return [
      { text: line.trim(), method, path: address.replace(/^(https?:\/\/)?(localhost|127\.0\.0\.1):8787/, ""), headers, ...(body !== undefined && { body }) },
    ];
  });
}

/** The inline `GET …` addresses with a concrete query, in both markets (`{market}` or "also under /ca"). */
function inlineGets(): Example[] {
  return [...README.matchAll(/`GET (?:\{market\})?(\/[^`\s]*\?[^`\s]*)`/g)]
    .map((match) => match[1])
    .filter((address) => !address.includes("…"))
    .flatMap((address) => ["", "/ca"].map((market) => ({ text: `GET ${market}${address}`, method: "GET", path: `${market}${address}`, headers: {} })));
}

describe("the README's examples", () => {
  const worker = useWorker();
  const examples = [...curlExamples(), ...inlineGets()];

  it("are found (the parsing above still reads the README)", () => {
    expect(examples.map((example) => example.text)).toEqual(
      expect.arrayContaining([
        expect.stringContaining("curl -s localhost:8787/ca/api/widgets/graphql"),
        expect.stringContaining("curl -s localhost:8787/plp/api/facets"),
        "GET /api/content/v1/pages/plp?catalogId=288&searchTerm=&page=1&noResults=false",
        "GET /ca/app/rest/user-context?pageType=plp&lib=tailwise-analytics",
      ]),
    );
  });

  it.each(examples.map((example) => [example.text, example] as const))("%s answers as the README says", async (_, example) => {
    const res = await worker.mf.dispatchFetch(`${SITE_ORIGIN}${example.path}`, {
      method: example.method,
      headers: { "user-agent": BROWSER_UA, ...example.headers },
      ...(example.body !== undefined && { body: example.body }),
      redirect: "manual",
    });
    const text = await res.text();
    expect(res.status, text.slice(0, 300)).toBeLessThan(300);
    if (res.headers.get("content-type")?.includes("json")) {
      const body = JSON.parse(text) as { error?: unknown; errors?: unknown };
      expect(body.error, text.slice(0, 300)).toBeUndefined();
      expect(body.errors, text.slice(0, 300)).toBeUndefined();
    }
  });

  // The addresses the README tells a new user to open (`<http://127.0.0.1:8787/…>`): each answers a
  // page (or the redirect the README promises), never a 404 or a 5xx.
  const links = [...new Set([...README.matchAll(/<http:\/\/127\.0\.0\.1:8787(\/[^>\s]*)>/g)].map((match) => match[1]))];
  it("link to pages that answer", () => expect(links.length).toBeGreaterThan(5));
  it.each(links)("<http://127.0.0.1:8787%s> answers", async (link) => {
    const res = await worker.mf.dispatchFetch(`${SITE_ORIGIN}${link}`, { headers: { "user-agent": BROWSER_UA, accept: "text/html" }, redirect: "manual" });
    await res.arrayBuffer();
    expect(res.status, link).toBeLessThan(400);
  });

  it(`store analytics toggles the Worker accepts (${ANALYTICS_TOGGLES_KEY})`, () => {
    const stored = shBlocks
      .flatMap((block) => block.split("\n"))
      .map((line) => shellWords(line.trim()))
      .filter((words) => words.slice(0, 6).join(" ") === `npx wrangler kv key put ${ANALYTICS_TOGGLES_KEY}`)
      .map((words) => words[6]);
    expect(stored.length).toBeGreaterThan(0);
    for (const value of stored) expect(readToggles(value).problems, value).toEqual([]);
  });
});
