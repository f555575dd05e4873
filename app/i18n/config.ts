import usCommon from "#locales/en-US/common.json";
import usListing from "#locales/en-US/listing.json";
import usShop from "#locales/en-US/shop.json";
import caCommon from "#locales/en-CA/common.json";

// Canada overrides only what differs (market copy); shared strings fall back to en-US.
export const resources = {
  "en-US": { common: usCommon, listing: usListing, shop: usShop },
  "en-CA": { common: caCommon },
} as const;

export const i18nConfig = {
  supportedLngs: ["en-US", "en-CA"],
  fallbackLng: "en-US",
  defaultNS: "common",
  ns: ["common", "listing", "shop"],
  interpolation: { escapeValue: false },
};
