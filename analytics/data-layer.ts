import { EMISSION_PATH_DIRECT, EMISSION_PATH_TAG_MANAGER, MESSAGES } from "./constants";
import type { Logger } from "./logger";

// The tag-manager data layer (spec §1 first destination). Events are pushed in Universal Analytics
// enhanced-ecommerce form because the mapping table keys on GA 360 category/action/label (spec §5).

export type DataLayerEntry = Record<string, unknown>;
export interface DataLayer {
  push(...entries: DataLayerEntry[]): unknown;
}

/** The `event` values this layer pushes, and the only ones it derives platform events from. */
export const DATA_LAYER_EVENTS = {
  GA_EVENT: "gaEvent",
  PAGE_VIEW: "virtualPageView",
  PRODUCT_CLICK: "productClick",
  ADD_TO_CART: "addToCart",
  REMOVE_FROM_CART: "removeFromCart",
  PRODUCT_IMPRESSION: "productImpression",
  PROMOTION_VIEW: "promotionView",
  PROMOTION_CLICK: "promotionClick",
} as const;

/** The GTM data layer lives on window.dataLayer; created if the tag manager has not loaded yet. */
export function getDataLayer(win: { dataLayer?: unknown } | undefined): DataLayer | undefined {
  if (!win) return undefined;
  if (!Array.isArray(win.dataLayer) && !(win.dataLayer as DataLayer | undefined)?.push) win.dataLayer = [];
  return win.dataLayer as DataLayer;
}

/**
 * GTM merges data layer pushes recursively, so a previous ecommerce object would leak into the next
 * ecommerce event; Google's guidance is to push `{ ecommerce: null }` first, which we do before each one.
 */
export function pushToDataLayer(dataLayer: DataLayer | undefined, entry: DataLayerEntry) {
  if (!dataLayer) return;
  if ("ecommerce" in entry) dataLayer.push({ ecommerce: null });
  dataLayer.push(entry);
}

/** Which platform event a tag-manager event becomes (emission_path 1); undefined for GA-style events that
 *  are named through the mapping table instead. */
const GTM_TO_CDP: Record<string, string | undefined> = {
  [DATA_LAYER_EVENTS.GA_EVENT]: undefined,
  [DATA_LAYER_EVENTS.PAGE_VIEW]: "Page Viewed",
  [DATA_LAYER_EVENTS.PRODUCT_CLICK]: "Product Clicked",
  [DATA_LAYER_EVENTS.ADD_TO_CART]: "Product Added",
  [DATA_LAYER_EVENTS.REMOVE_FROM_CART]: "Product Removed",
  [DATA_LAYER_EVENTS.PRODUCT_IMPRESSION]: "Product List Viewed",
  [DATA_LAYER_EVENTS.PROMOTION_VIEW]: "Promotion Viewed",
  [DATA_LAYER_EVENTS.PROMOTION_CLICK]: "Promotion Clicked",
};

/**
 * Classifies a tag-manager event pushed by other page code. Returns `{ name }` (undefined name means "map
 * it through the table"), or null with the spec §8 warning when the event is not one the layer derives from.
 */
export function classifyGtmEvent(entry: DataLayerEntry, logger: Logger): { name: string | undefined } | null {
  const type = typeof entry.event === "string" ? entry.event : "";
  if (!(type in GTM_TO_CDP)) {
    logger.warn(MESSAGES.UNSUPPORTED_GTM_EVENT, type || entry);
    return null;
  }
  return { name: GTM_TO_CDP[type] };
}

/**
 * spec §3 emission_path: 1 for an event derived from a tag-manager event, 2 otherwise. Every event
 * this layer delivers goes to the data layer first (spec §4); it is derived from it when that entry
 * is one of the tag-manager events the layer turns into platform events (page view, product click,
 * add, remove, impression, promotion, and GA events named through the mapping table), whether page
 * code pushed it or this layer did. A platform event under a name its caller chose (`track`, such
 * as Experiment Viewed) was not derived from one: 2.
 */
export function emissionPathOf(entry: DataLayerEntry | undefined): number {
  const type = entry?.event;
  return typeof type === "string" && Object.prototype.hasOwnProperty.call(GTM_TO_CDP, type) ? EMISSION_PATH_TAG_MANAGER : EMISSION_PATH_DIRECT;
}
