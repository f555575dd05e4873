import { RemixBrowser } from "@remix-run/react";
import { createInstance } from "i18next";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { i18nConfig, resources } from "./i18n/config";
import { withOwnServerHeaders } from "./security/own-server-fetch";
import { BrowserPersonalProvider, readPersonalIsland } from "./visitor/personal-context";

// Before Remix makes its first call: x-market and the XSRF header on every own-server request.
window.fetch = withOwnServerHeaders(window.fetch.bind(window), {
  origin: window.location.origin,
  market: () => document.documentElement.dataset.market ?? "en-US",
  cookie: () => document.cookie,
});

async function hydrate() {
  const i18n = createInstance();
  // The server rendered <html lang> from the market; the client follows it.
  await i18n.use(initReactI18next).init({ ...i18nConfig, lng: document.documentElement.lang || "en-US", resources });
  // This visitor's parts, as the Worker wrote them into the page (hydration must see the same).
  const personal = readPersonalIsland(document);
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <BrowserPersonalProvider initial={personal}>
          <I18nextProvider i18n={i18n}>
            <RemixBrowser />
          </I18nextProvider>
        </BrowserPersonalProvider>
      </StrictMode>,
    );
  });
}

hydrate();
