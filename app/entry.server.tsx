import type { AppLoadContext, EntryContext } from "@remix-run/cloudflare";
import { RemixServer } from "@remix-run/react";
import { createInstance } from "i18next";
import { isbot } from "isbot";
import { renderToReadableStream } from "react-dom/server";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { i18nConfig, resources } from "./i18n/config";
import { NonceProvider } from "./security/nonce";
import { ServerPersonalProvider } from "./visitor/personal-context";

const STREAM_TIMEOUT_MS = 5_000;

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const lng = loadContext.market.language;
  const i18n = createInstance();
  await i18n.use(initReactI18next).init({ ...i18nConfig, lng, resources });
  const personal = await loadContext.personal();

  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), STREAM_TIMEOUT_MS);
  const body = await renderToReadableStream(
    <NonceProvider value={loadContext.nonce}>
      <ServerPersonalProvider value={personal}>
        <I18nextProvider i18n={i18n}>
          <RemixServer context={remixContext} url={request.url} abortDelay={STREAM_TIMEOUT_MS} nonce={loadContext.nonce} />
        </I18nextProvider>
      </ServerPersonalProvider>
    </NonceProvider>,
    {
      nonce: loadContext.nonce,
      signal: controller.signal,
      onError(error: unknown) {
        responseStatusCode = 500;
        console.error(`[${loadContext.requestId}] render error`, error);
      },
    },
  );
  body.allReady.finally(() => clearTimeout(timer));

  // Crawlers get the whole document at once; shoppers get it streamed.
  if (isbot(request.headers.get("user-agent") || "")) {
    await body.allReady;
  }

  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  responseHeaders.set("Content-Language", lng);
  return new Response(body, { headers: responseHeaders, status: responseStatusCode });
}
