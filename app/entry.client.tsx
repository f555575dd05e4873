import { RemixBrowser } from "@remix-run/react";
import { createInstance } from "i18next";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { i18nConfig, resources } from "./i18n/config";

async function hydrate() {
  const i18n = createInstance();
  // The server rendered <html lang> from the market; the client follows it.
  await i18n.use(initReactI18next).init({ ...i18nConfig, lng: document.documentElement.lang || "en-US", resources });
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <I18nextProvider i18n={i18n}>
          <RemixBrowser />
        </I18nextProvider>
      </StrictMode>,
    );
  });
}

hydrate();
