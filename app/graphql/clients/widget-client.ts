// The widget service's clients (spec §7): where they send (by environment and side), what headers
// they add or forward, how long they wait (spec §9), and the cache that keeps Carousel keyless.
// The options are pure (tested one by one); the clients are urql's.
import { clientIdentificationHeaders, type RequestClassification } from "#app/http/client-identification.ts";
import { cacheExchange } from "@urql/exchange-graphcache";
import { Client, fetchExchange } from "urql";
import type { MarketConfig } from "#app/markets/config.ts";
import { withMarketPrefix } from "#app/markets/prefix.ts";
import type { Environment } from "#app/env/deployment.ts";

export type { Environment };

/** spec §9 timeouts. */
export const WIDGET_TIMEOUTS_MS = {
  /** the widget client in production */
  production: 2000,
  /** the widget client elsewhere (slow dev and test stacks) */
  other: 20000,
  /** the listing app's widget calls in the browser */
  listingBrowser: 1700,
  /** the listing app's widget calls on the server (a page waits no longer) */
  listingServer: 500,
  /** the carousel widget call is also raced against this */
  carouselRace: 2000,
} as const;

const WIDGETS_PATH = "/api/widgets/graphql";
const CLIENT_VERSION_HEADER = "x-client-version";
const CLIENT_URL_HEADER = "x-client-url";
const REQUEST_ID_HEADER = "x-request-id";
/** The header the server-side client forwards as it came (the rest: app/http/client-identification.ts). */
const FORWARDED_HEADERS = ["cookie"] as const;

export interface WidgetClientInput {
  environment: Environment;
  side: "browser" | "server";
  market: MarketConfig;
  /** the build the page runs (spec §7 x-client-version) */
  clientVersion: string;
  /** browser: the page's address (spec §7 x-client-url) */
  clientUrl?: string;
  /** server: the private regional host of the widget service (e.g. https://widgets.use1.internal.example); unset: this Worker */
  privateHost?: string;
  /** server: the site's origin, for this Worker's own address */
  siteOrigin?: string;
  /**
   * server: the shopper's request this call is made for: its cookie and identification are
   * forwarded with what the Worker made of it (bot, internal traffic, channel) under its request id
   */
  shopper?: { request: Request; classification: RequestClassification; requestId: string };
  /** an override of the environment's timeout (spec §7 "overridable") */
  timeoutMs?: number;
}

export interface WidgetClientOptions {
  url: string;
  timeoutMs: number;
  headers: Record<string, string>;
}

/**
 * Where and how a widget client calls: in the browser, the site the page came from (the production
 * public site, or a non-production one) under the market's prefix; on the server, the private
 * regional host when there is one, else this Worker's own address.
 */
export function widgetClientOptions(input: WidgetClientInput): WidgetClientOptions {
  const path = withMarketPrefix(WIDGETS_PATH, input.market);
  const timeoutMs = input.timeoutMs ?? (input.environment === "prd" ? WIDGET_TIMEOUTS_MS.production : WIDGET_TIMEOUTS_MS.other);
  const headers: Record<string, string> = { [CLIENT_VERSION_HEADER]: input.clientVersion, "x-market": input.market.name };
  if (input.side === "browser") {
    if (input.clientUrl) headers[CLIENT_URL_HEADER] = input.clientUrl;
    return { url: path, timeoutMs, headers };
  }
  if (input.shopper) {
    const { request, classification, requestId } = input.shopper;
    for (const name of FORWARDED_HEADERS) {
      const value = request.headers.get(name);
      if (value) headers[name] = value;
    }
    Object.assign(headers, clientIdentificationHeaders(request, classification, requestId));
  }
  const base = input.privateHost ?? input.siteOrigin ?? "http://localhost";
  return { url: `${base.replace(/\/$/, "")}${path}`, timeoutMs, headers };
}

/** The headers a browser request may carry: the request id is the server's, and is removed (spec §7). */
export function browserHeaders(headers: HeadersInit | undefined): Headers {
  const result = new Headers(headers);
  result.delete(REQUEST_ID_HEADER);
  return result;
}

/** A fetch that gives up after `timeoutMs`. */
function timedFetch(fetchImpl: typeof fetch, timeoutMs: number, side: "browser" | "server"): typeof fetch {
  return (input, init) => {
    const signal = AbortSignal.timeout(timeoutMs);
    const headers = side === "browser" ? browserHeaders(init?.headers) : new Headers(init?.headers);
    return fetchImpl(input, { ...init, headers, signal: init?.signal ? AbortSignal.any([init.signal, signal]) : signal });
  };
}

/** The cache: Carousel and its products have no key of their own (spec §7), so they are kept inside the query that asked. */
const widgetCache = () => cacheExchange({ keys: { Carousel: () => null, CarouselProduct: () => null } });

/** An urql client for the widget service. `fetchImpl`: the network, or this Worker's own server in process. */
export function createWidgetClient(options: WidgetClientOptions, side: "browser" | "server", fetchImpl: typeof fetch): Client {
  return new Client({
    url: options.url,
    exchanges: [widgetCache(), fetchExchange],
    fetch: timedFetch(fetchImpl, options.timeoutMs, side),
    fetchOptions: { headers: options.headers },
    // The server answers one page; the browser asks again when a page is revisited.
    requestPolicy: side === "server" ? "network-only" : "cache-first",
    preferGetMethod: false,
  });
}
