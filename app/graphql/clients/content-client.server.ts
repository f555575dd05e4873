// The storefront's content call (spec §7): `ContentFederated` to the content proxy, whose address is
// CONTENT_PROXY_URL and by default this Worker's own server (POST {market}/graphql), whose answer is
// then read in process (a Worker cannot fetch its own routes, and a page need not pay for GraphQL
// parsing and execution to ask itself). The cookie header goes with decoded values; a
// failure of any kind (down, slow, HTTP error, not JSON, an answer of the wrong shape) is logged as
// spec §8 words it and answers null, so the page renders without that content.
import type { AppLoadContext } from "@remix-run/cloudflare";
import { z } from "zod";
import { contentPage } from "#app/content/content-pages.server.ts";
import { ContentPageMetadata, ContentZone, type ManagedPage } from "#app/content/zones.ts";
import { decodedCookieHeader } from "./cookie-header";
import { postGraphQL } from "./transport";
import { clientIdentificationHeaders } from "#app/http/client-identification.ts";
import { logError } from "#app/errors/log-line.ts";

/** spec §8 "Content fetch": the log line when the call fails (then the call answers null). */
const CONTENT_FETCH_ERROR = "Error occurred while fetching eyebrow query";
/** How long a page waits for content before it renders without it (the listing app's server-side widget timeout, spec §9). */
export const CONTENT_TIMEOUT_SERVER_MS = 500;

export const CONTENT_FEDERATED_QUERY = /* GraphQL */ `
  query ContentFederated($pageId: String!, $generalType: String, $selectionKey: String, $zoneRangeFrom: Int, $zoneRangeTo: Int) {
    page(pageId: $pageId, generalType: $generalType, selectionKey: $selectionKey, zoneRangeFrom: $zoneRangeFrom, zoneRangeTo: $zoneRangeTo) {
      metadata {
        id
        metaTitle
        canonicalUrl
        metaDescription
      }
      zones {
        order
        components
      }
    }
  }
`;

/** GraphQL answers an absent optional field as null; the content schemas leave it out. */
const withoutNulls = (value: unknown) => (value && typeof value === "object" ? Object.fromEntries(Object.entries(value).filter(([, v]) => v !== null)) : value);

/** The proxy's answer, checked like content read from KV (zod at the boundary). */
const ContentFederatedData = z.object({
  page: z.object({ metadata: z.preprocess(withoutNulls, ContentPageMetadata), zones: z.array(ContentZone) }).nullable(),
});

export interface ContentRequest {
  pageId: string;
  /** spec §7 generalType and selectionKey: what kind of page, and which of its variants (passed through). */
  generalType: string;
  selectionKey?: string;
  zoneRangeFrom?: number;
  zoneRangeTo?: number;
}

/** A managed page from the content proxy, or null (nothing there, or the call failed: logged). */
export async function fetchContentPage(context: AppLoadContext, request: Request, content: ContentRequest): Promise<ManagedPage | null> {
  const env = context.cloudflare.env;
  const variables = { zoneRangeFrom: 1, zoneRangeTo: 1, ...content };
  try {
    // The proxy is this Worker's own by default: its answer is read in process, without a GraphQL
    // round trip (the same resolver as POST {market}/graphql, app/content/content-pages.server.ts).
    // (The live content was validated when the Worker read it.)
    if (!env.CONTENT_PROXY_URL) return await contentPage(variables, { region: context.market.region, content: async () => (await context.content()).content });
    const url = env.CONTENT_PROXY_URL;
    const identification = clientIdentificationHeaders(request, await context.visitor(), context.requestId);
    const data = await context.timing.time("content-proxy", () =>
      postGraphQL<unknown>(
        { operationName: "ContentFederated", query: CONTENT_FEDERATED_QUERY, variables },
        {
          url,
          fetch: (request) => fetch(request),
          timeoutMs: env.CONTENT_TIMEOUT_MS ?? CONTENT_TIMEOUT_SERVER_MS,
          headers: {
            cookie: decodedCookieHeader(request.headers.get("cookie")),
            "x-market": context.market.name,
            ...identification,
          },
        },
      ),
    );
    const parsed = ContentFederatedData.safeParse(data);
    if (!parsed.success) throw new Error(`the answer is not a page: ${parsed.error.issues[0]?.path.join(".")} ${parsed.error.issues[0]?.message}`);
    return parsed.data.page;
  } catch (error) {
    logError(context.requestId, CONTENT_FETCH_ERROR, error);
    return null;
  }
}
