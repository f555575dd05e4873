// What merchandisers publish to the CONTENT KV (issue #10; the layout follows the redirect tables',
// docs/decisions/0003): each published version is one immutable document under
// `content:version:{version}`, and `content:pointer` names the live one and those before it, so a
// rollback is one small write. The document is validated when published and again when read. Pure.
import { z } from "zod";
import { formatVersionId, parseStoredJson, sha256Hex, VersionId, type Parsed } from "#app/kv/versions.ts";
import { ListingContent } from "./listing-zones";
import { BrandVideo, ContentPageMetadata, ManagedPage } from "./zones";
import { Experiments } from "#app/experiments/experiments.ts";
import { offerCopyProblems } from "#app/offers/managed-copy.ts";

const CONTENT_DOCUMENT_FORMAT = 1;
export const CONTENT_POINTER_KEY = "content:pointer";
const CONTENT_VERSION_KEY_PREFIX = "content:version:";
export const contentVersionKey = (version: string) => `${CONTENT_VERSION_KEY_PREFIX}${version}`;

/** Well-known page ids: the header banner every page shows, and the home page. */
export const HEADER_PAGE_ID = "site:header";
export const HOME_PAGE_ID = "home";

const ByMarket = z.object({ byMarket: z.object({ us: ManagedPage, ca: ManagedPage }) }).strict();
type PageEntry = z.infer<typeof ByMarket> | ManagedPage;

/**
 * A page for both markets, or one per market (`{"byMarket": {"us": …, "ca": …}}`, both required).
 * Chosen by shape first, so a mistake is reported against the shape meant, not as "Invalid input".
 */
const PageEntry = z.unknown().transform((value, ctx): PageEntry => {
  const schema = value !== null && typeof value === "object" && "byMarket" in value ? ByMarket : ManagedPage;
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  for (const issue of parsed.error.issues) ctx.addIssue({ ...issue, code: "custom", message: issue.message });
  return z.NEVER;
});

export const ContentSource = z
  .object({
    pages: z.record(ContentPageMetadata.shape.id, PageEntry).default({}),
    listing: ListingContent.default({ rules: [] }),
    brandVideos: z.array(BrandVideo).max(200).default([]),
    /** the experiment platform's configuration (app/experiments/experiments.ts) */
    experiments: Experiments,
  })
  .strict()
  .superRefine((source, ctx) => {
    // A page's metadata names it: the key and the id must agree, or links and logs would disagree.
    for (const [id, entry] of Object.entries(source.pages)) {
      // An entry refused above has been reported already (zod still runs this over what it had).
      if (typeof entry !== "object" || entry === null) continue;
      const variants = "byMarket" in entry ? [entry.byMarket.us, entry.byMarket.ca] : [entry];
      if (variants.some((page) => page?.metadata && page.metadata.id !== id))
        ctx.addIssue({ code: "custom", path: ["pages", id, "metadata", "id"], message: `must be "${id}", the page's key` });
    }
    // Offer copy says what the offers table says, and the welcome offer reaches new customers only
    // (decision 0037): refused by content:check and content:publish, and by the Worker on read.
    for (const problem of offerCopyProblems(source)) ctx.addIssue({ code: "custom", path: problem.path, message: problem.message });
  });
export type ContentSource = z.infer<typeof ContentSource>;

/** A published version: the source as validated, with its version and time. */
export const ContentDocument = z.object({
  format: z.literal(CONTENT_DOCUMENT_FORMAT),
  version: VersionId,
  publishedAt: z.string().datetime(),
  content: ContentSource,
});
export type ContentDocument = z.infer<typeof ContentDocument>;

/** A page's variant for a market, or undefined when the document has no such page. */
export function managedPageFor(source: ContentSource, id: string, region: "us" | "ca"): ManagedPage | undefined {
  const entry = source.pages[id];
  if (!entry) return undefined;
  return "byMarket" in entry ? entry.byMarket[region] : entry;
}

/** The document for a validated source, named by publish time and the source's hash. */
export async function createContentDocument(content: ContentSource, publishedAt: Date): Promise<ContentDocument> {
  return {
    format: CONTENT_DOCUMENT_FORMAT,
    version: formatVersionId(publishedAt, await sha256Hex(JSON.stringify(content))),
    publishedAt: publishedAt.toISOString(),
    content,
  };
}

/** A stored version's text (Worker and CLI), validated. */
export function parseContentDocument(text: string, what = "content document"): Parsed<ContentDocument> {
  return parseStoredJson(text, what, ContentDocument);
}
