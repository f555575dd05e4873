import { RemixI18Next } from "remix-i18next/server";
import { stripMarketPrefix } from "#app/markets/prefix.ts";
import { i18nConfig, resources } from "./config";

// The market, not Accept-Language, picks the locale (issue #2, spec §3).
export const i18nServer = new RemixI18Next({
  detection: {
    supportedLanguages: i18nConfig.supportedLngs,
    fallbackLanguage: i18nConfig.fallbackLng,
    order: ["custom"],
    async findLocale(request) {
      return stripMarketPrefix(new URL(request.url).pathname).market.language;
    },
  },
  i18next: { ...i18nConfig, resources },
});
