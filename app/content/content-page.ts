import { z } from "zod";
import type { MarketConfig } from "#app/markets/config.ts";

/** A section's text: one paragraph (a string, as pages were first written) or several. */
const Paragraphs = z.union([z.string().transform((text) => (text === "" ? [] : [text])), z.array(z.string().min(1))]);

const ContentSection = z.object({
  heading: z.string(),
  body: Paragraphs.default([]),
  /** A bulleted list shown after the paragraphs. */
  list: z.array(z.string().min(1)).default([]),
  link: z.object({ label: z.string(), href: z.string().startsWith("/") }).optional(),
});
type ContentSection = z.infer<typeof ContentSection>;

// A simple CMS page kept in the CONTENT KV under `page:{path}` (path without market prefix).
export const ContentPage = z.object({
  title: z.string().min(1),
  intro: z.string().default(""),
  sections: z.array(ContentSection).default([]),
});
export type ContentPage = z.infer<typeof ContentPage>;

/**
 * What may sit under a page's key, in KV or built in: one page for both markets, or one per market
 * (`{"byMarket": {"us": {...}, "ca": {...}}}`) where the text must differ, as terms and privacy do
 * (spec §1: thresholds, returns, delivery wording). Both variants are required so that no market
 * finds a page missing that the other has.
 */
export const ContentPageEntry = z.union([z.object({ byMarket: z.object({ us: ContentPage, ca: ContentPage }) }), ContentPage]);
export type ContentPageEntry = z.infer<typeof ContentPageEntry>;
/** Pages and entries as written (a section body may still be one string); parsing normalises them. */
export type ContentPageInput = z.input<typeof ContentPage>;
export type ContentPageEntryInput = z.input<typeof ContentPageEntry>;

/** The page a market shows for an entry: its own variant, or the one page both markets share. */
export function pageForMarket(entry: ContentPageEntry, region: MarketConfig["region"]): ContentPage {
  return "byMarket" in entry ? entry.byMarket[region] : entry;
}

export const contentPageKey = (path: string) => `page:${path}`;
/** Workers KV refuses keys longer than 512 bytes: a longer path cannot name a page in KV. */
export const KV_MAX_KEY_BYTES = 512;
export const fitsKvKey = (key: string) => new TextEncoder().encode(key).length <= KV_MAX_KEY_BYTES;
