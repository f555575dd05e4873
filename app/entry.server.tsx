import type { AppLoadContext, EntryContext, HandleErrorFunction } from "@remix-run/cloudflare";
import { RemixServer } from "@remix-run/react";
import { renderToReadableStream } from "react-dom/server";
import { i18nServer } from "#app/i18n/i18n.server.ts";
import { NonceProvider } from "#app/security/nonce.tsx";
import { ServerPersonalProvider } from "#app/visitor/personal-context.tsx";
import { ServerContentProvider } from "#app/content/server-content.ts";
import { logError } from "#app/errors/log-line.ts";
import { islandsReady } from "#app/ui/island.tsx";
import { isBotUserAgent } from "#app/visitor/bot.server.ts";

const STREAM_TIMEOUT_MS = 5_000;

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  // remix-i18next resolves the locale (from the market, never Accept-Language); components translate
  // with app/i18n/translator.ts, the same code the browser runs (docs/decisions/0014).
  const lng = await i18nServer.getLocale(request);
  const personal = await loadContext.personal();
  // The islands' code, so the server renders them in place (app/ui/island.tsx).
  await islandsReady();

  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), STREAM_TIMEOUT_MS);
  const body = await renderToReadableStream(
    <NonceProvider value={loadContext.nonce}>
      <ServerPersonalProvider value={personal}>
        <ServerContentProvider value={loadContext.serverContent}>
          <RemixServer context={remixContext} url={request.url} abortDelay={STREAM_TIMEOUT_MS} nonce={loadContext.nonce} />
        </ServerContentProvider>
      </ServerPersonalProvider>
    </NonceProvider>,
    {
      nonce: loadContext.nonce,
      signal: controller.signal,
      onError(error: unknown) {
        responseStatusCode = 500;
        logError(loadContext.requestId, "render error", error);
      },
    },
  );
  body.allReady.finally(() => clearTimeout(timer));

  // Crawlers get the whole document at once; shoppers get it streamed.
  if (isBotUserAgent(request.headers.get("user-agent"))) {
    await body.allReady;
  }

  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  responseHeaders.set("Content-Language", lng);
  return new Response(body, { headers: responseHeaders, status: responseStatusCode });
}

/**
 * What Remix reports (a loader, action or render that threw, its own warnings): one log line, not
 * Remix's default of the whole error with its stack (app/errors/log-line.ts); a request its client
 * abandoned is not news.
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  logError(context.requestId, `${request.method} ${new URL(request.url).pathname} failed`, error);
};
