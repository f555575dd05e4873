import type { MarketConfig } from "#app/markets/config.ts";
import { withMarketPrefix } from "#app/markets/prefix.ts";
import { cacheHeaders } from "#app/http/cache-policy.ts";
import { requestErrorCopy } from "#app/errors/request-error.ts";
import usCommon from "#locales/en-US/common.json";
import caCommon from "#locales/en-CA/common.json";
import { errorCopy } from "#app/errors/error-copy.ts";
import { escapeHtml } from "#app/ui/escape-html.ts";

/*
 * The pages the Worker answers itself (maintenance, refused and malformed requests): plain HTML
 * without scripts or the app's stylesheet, so they render whatever else is down, in the market's
 * language, with its support number and a link to its home page.
 */

export interface PlainPage {
  status: number;
  /** The document title and, unless `heading` is given, the h1. */
  title: string;
  heading?: string;
  /** Paragraphs, as HTML (escape anything not ours). */
  paragraphs: string[];
  /** The lead-in of the support line ("Need a hand? Call us at"); no support line without it. */
  callUs?: string;
  homeLabel: string;
  headers?: Record<string, string>;
}

export function plainPageResponse(market: MarketConfig, page: PlainPage): Response {
  const common = market.region === "ca" ? caCommon : usCommon;
  const lines = [
    `<h1>${escapeHtml(page.heading ?? page.title)}</h1>`,
    ...page.paragraphs.map((p) => `<p>${p}</p>`),
    ...(page.callUs ? [`<p>${escapeHtml(page.callUs)} <a href="${common.support.phoneHref}">${common.support.phone}</a></p>`] : []),
    `<p><a href="${withMarketPrefix("/", market)}">${escapeHtml(page.homeLabel)}</a></p>`,
  ];
  const html = `<!doctype html>
<html lang="${market.language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(page.title)}</title></head>
<body style="font-family:system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem">
${lines.join("\n")}
</body></html>`;
  return new Response(html, {
    status: page.status,
    headers: { "Content-Type": "text/html; charset=utf-8", ...cacheHeaders("none"), ...page.headers },
  });
}

/** What a client that does not take HTML (scripts, API clients) gets instead: `{ "error": message }`. */
export function jsonErrorResponse(status: number, message: string, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify({ error: message }), {
    status,
    headers: { "Content-Type": "application/json; charset=utf-8", ...cacheHeaders("none"), ...headers },
  });
}

/** Browsers ask for HTML when they navigate or submit a form; fetchers and API clients do not. */
export const acceptsHtml = (request: Request) => (request.headers.get("accept") ?? "").includes("text/html");

/**
 * The answer to a request the Worker refuses with a 4xx before any route runs: the not-found or
 * request-error page (app/errors/request-error.ts picks the copy, as the app's error boundary does),
 * or its JSON form.
 */
export function requestErrorResponse(request: Request, market: MarketConfig, status: number, headers: Record<string, string> = {}): Response {
  const copy = errorCopy(requestErrorCopy(status));
  const notFound = errorCopy("notFound");
  if (!acceptsHtml(request)) return jsonErrorResponse(status, `${copy.title}: ${copy.body}`, headers);
  return plainPageResponse(market, {
    status,
    title: copy.title,
    heading: notFound.heading,
    paragraphs: [escapeHtml(copy.body)],
    callUs: notFound.callUs,
    homeLabel: notFound.home,
    headers,
  });
}
