import { parseCookies } from "#analytics/cookie-header.ts";
import { MARKET_HEADER, XSRF_COOKIE, XSRF_HEADER } from "./same-origin";

// storefront spec §7: every own-server call from the browser carries `x-market`, and same-origin
// requests send the XSRF token from its cookie. Remix's fetchers, navigations and our own calls all
// go through window.fetch, so the page wraps it once (entry.client.tsx) instead of each call site.

export function withOwnServerHeaders(fetchImpl: typeof fetch, page: { origin: string; market: () => string; cookie: () => string }): typeof fetch {
  return (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input), page.origin);
    if (url.origin !== page.origin) return fetchImpl(input, init);
    const headers = new Headers(init?.headers ?? (input instanceof Request ? input.headers : undefined));
    if (!headers.has(MARKET_HEADER)) headers.set(MARKET_HEADER, page.market());
    const token = parseCookies(page.cookie())[XSRF_COOKIE];
    if (token && !headers.has(XSRF_HEADER)) headers.set(XSRF_HEADER, token);
    return fetchImpl(input, { ...init, headers });
  };
}
