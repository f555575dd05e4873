import type { MarketConfig } from "#app/markets/config.ts";
import { ContentPageEntry, contentPageKey, fitsKvKey, pageForMarket, type ContentPage } from "./content-page";
import { BUILT_IN_PAGES } from "./built-in-pages";
import { logError } from "#app/errors/log-line.ts";

/**
 * A content page for the market: from KV, else the built-in one, else null; either may hold a
 * variant per market. A broken KV entry falls back to the built-in page, logged.
 */
export async function loadContentPage(kv: KVNamespace, path: string, region: MarketConfig["region"]): Promise<ContentPage | null> {
  const entry = (await readKvEntry(kv, path)) ?? builtInEntry(path);
  return entry ? pageForMarket(entry, region) : null;
}

async function readKvEntry(kv: KVNamespace, path: string): Promise<ContentPageEntry | null> {
  const key = contentPageKey(path);
  // No page is kept under a key KV cannot hold: not found, without a refused read in the log.
  if (!fitsKvKey(key)) return null;
  try {
    const raw = await kv.get(key, "json");
    if (raw === null) return null;
    const parsed = ContentPageEntry.safeParse(raw);
    if (parsed.success) return parsed.data;
    console.error(`content page ${path} in KV is invalid: ${parsed.error.message}`);
  } catch (error) {
    logError(null, `content page ${path} could not be read from KV`, error);
  }
  return null;
}

// Built-in entries are written as input (a section body may be one string); a broken one is a
// programming error that content-page.test.ts catches, so parse() may throw.
function builtInEntry(path: string): ContentPageEntry | null {
  const entry = Object.hasOwn(BUILT_IN_PAGES, path) ? BUILT_IN_PAGES[path] : undefined;
  return entry ? ContentPageEntry.parse(entry) : null;
}
