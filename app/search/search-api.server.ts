import type { MarketConfig } from "#app/markets/config.ts";
import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { CatalogueNotFoundError } from "#app/catalogue/categories.server.ts";
import { cacheHeaders } from "#app/http/cache-policy.ts";
import { jsonResponse } from "#app/http/json-response.ts";
import { readTextWithLimit } from "#app/http/read-body.ts";
import { RETRY_AFTER_SECONDS } from "#app/http/retry-after.ts";
import { describeZodError } from "#app/validation/describe-zod-error.ts";
import type { z } from "zod";
import { cardsByPartNumber } from "#app/catalogue/cards-by-part-number.server.ts";
import type { ProductCard } from "#app/catalogue/product-card.ts";
import { PartNumbersRequest } from "./enrichment";
import type { ListingData } from "./listing";
import { FACET_KEYS, SearchApiRequest, type SearchRequest } from "./request";
import { indexLoadOf, searchListing, searchOptionsUnder } from "./search.server";
import { logError } from "#app/errors/log-line.ts";

// The listing's read APIs (spec §7: POST {market}/plp/api/search, /facets, /enrichments and
// /promo-pricing): one body reader with its size limit, zod validation with 400s naming the fields,
// one error mapping. Search and facets take the §3 search request, the other two part numbers.

/**
 * The largest request body: 50 facet filters of 200-character values with their ids fit in ~16 KB.
 * A bigger body is refused with 413 after reading at most this much (app/http/read-body.ts).
 */
export const SEARCH_BODY_LIMIT_BYTES = 32 * 1024;

/** What another method gets from the search APIs (405; their Allow lists are worker/api-routes.ts's). */
export const USE_POST_MESSAGE = "Use POST with a JSON search request.";
export const PART_NUMBERS_POST_MESSAGE = 'Use POST with a JSON body {"partNumbers": [...]}.';

/** The request's JSON body, read with the size limit; or the refusal to answer with (400 / 413). */
async function readJsonBody(request: Request): Promise<{ body: unknown } | Response> {
  let text: string | null;
  try {
    text = await readTextWithLimit(request.body, SEARCH_BODY_LIMIT_BYTES);
  } catch {
    return jsonResponse({ error: "The request body could not be read." }, 400);
  }
  if (text === null) return jsonResponse({ error: `The request body is larger than ${SEARCH_BODY_LIMIT_BYTES} bytes.` }, 413);
  try {
    return { body: JSON.parse(text) as unknown };
  } catch {
    return jsonResponse({ error: "The request body must be JSON." }, 400);
  }
}

/** Reads and validates a body with `schema`; the parsed value, or the refusal (400 naming the fields). */
async function readRequest<T>(request: Request, schema: z.ZodType<T, z.ZodTypeDef, unknown>, what: string): Promise<{ value: T } | Response> {
  const read = await readJsonBody(request);
  if (read instanceof Response) return read;
  const parsed = schema.safeParse(read.body);
  if (!parsed.success) {
    const issues = describeZodError(parsed.error);
    return jsonResponse({ error: `Invalid ${what}: ${issues.map((i) => i.message).join("; ")}`, issues }, 400);
  }
  return { value: parsed.data };
}

// zod's parsing code is compiled by V8 on first use: one search request parsed at module load moves
// that to the isolate's start (which Cloudflare runs while the TLS handshake does) from a new
// isolate's first search (decision 0076, update 2026-11-29).
SearchApiRequest.safeParse({ term: "dog food", facetFilters: [{ key: FACET_KEYS[0], value: "warm" }] });

/**
 * Runs catalogue work for an API answer: 404 for what the catalogue does not have (the work throws
 * CatalogueNotFoundError), 503 with Retry-After when the catalogue fails. `timing` names the work
 * in Server-Timing.
 */
export async function answerFromCatalogue(
  context: ActionFunctionArgs["context"],
  work: () => Promise<unknown>,
  timing = "search",
  policy: "short" | "shortPrivate" = "short",
): Promise<Response> {
  try {
    return jsonResponse(await context.timing.time(timing, work), 200, cacheHeaders(policy));
  } catch (error) {
    if (error instanceof CatalogueNotFoundError) return jsonResponse({ error: error.message }, 404);
    logError(context.requestId, "catalogue answer failed", error);
    return jsonResponse({ error: "The catalogue is unavailable. Please try again shortly.", requestId: context.requestId }, 503, {
      "Retry-After": RETRY_AFTER_SECONDS.maintenance,
    });
  }
}

/**
 * Reads and validates the search request, runs it (`adjust` may change it first, e.g. one product
 * for a facet refresh) and answers `shape(listing)`; 400 naming the invalid fields, 413, 404 for an
 * unknown category, 503 with Retry-After when the catalogue fails.
 */
export async function answerSearchRequest(
  { request, context }: ActionFunctionArgs,
  shape: (listing: ListingData) => unknown,
  adjust: (request: SearchRequest) => SearchRequest = (r) => r,
): Promise<Response> {
  const read = await readRequest(request, SearchApiRequest, "search request");
  if (read instanceof Response) return read;
  // The flags (from the CMS content) are read while the search reads the catalogue, and awaited
  // where they matter: a new isolate's first search would otherwise wait for one, then the other.
  const flagsLater = context.flags().then((flags) => searchOptionsUnder(flags));
  return answerFromCatalogue(context, async () =>
    shape(await searchListing(context.catalogue.db, context.market, adjust(read.value), { ...indexLoadOf(context), flagsLater })),
  );
}

/**
 * spec §7 enrichments and promo pricing: `{ partNumbers: [...] }` (up to 100) answered part number
 * by part number from the products' current cards (`answer` gets the card, or undefined for a part
 * number of no published product).
 */
export async function answerPartNumbersRequest(
  { request, context }: ActionFunctionArgs,
  answer: (card: ProductCard | undefined, market: MarketConfig) => unknown,
): Promise<Response> {
  const read = await readRequest(request, PartNumbersRequest, "part numbers request");
  if (read instanceof Response) return read;
  const { partNumbers } = read.value;
  return answerFromCatalogue(context, async () => {
    const cards = await cardsByPartNumber(context.catalogue.db, context.market, partNumbers);
    return Object.fromEntries(partNumbers.map((partNumber) => [partNumber, answer(cards.get(partNumber), context.market)]));
  });
}
