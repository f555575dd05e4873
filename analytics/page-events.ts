// Page views and the events named by their caller or by the mapping table (spec §4, §5, §7): what a
// page reports about itself, built into deliveries for the emit pipeline (./emit.ts).

import { CURRENCY_CODE, SKIP_CDP_FLAG } from "./constants";
import { DATA_LAYER_EVENTS, type DataLayerEntry, classifyGtmEvent, getDataLayer, pushToDataLayer } from "./data-layer";
import type { EmitPipeline, GaEvent } from "./emit";
import { identityFields } from "./payload";
import { type ProductInput, toOutgoingProduct } from "./products";
import type { Visit } from "./visit";

/** The GA fields of an event, and the rest of it (its platform properties). */
function splitGaFields(event: Partial<GaEvent>) {
  const { eventCategory, eventAction, eventLabel, eventValue, eventNonInt, [SKIP_CDP_FLAG]: skip, ...rest } = event;
  return { ga: { eventCategory, eventAction, eventLabel, eventValue, eventNonInt }, skip, rest };
}

export function createPageEvents({ win, ctx, logger }: Visit, { deliver, startPage }: EmitPipeline) {
  return {
    /** A platform event with a name the caller chooses (Segment names), emission_path 2. */
    track(name: string, properties: Record<string, unknown> & Partial<GaEvent> = {}) {
      const { ga, skip, rest } = splitGaFields(properties);
      deliver({ type: "track", name, ga: { ...ga, [SKIP_CDP_FLAG]: skip }, properties: rest, dataLayer: { event: name, ...ga, ...rest } });
    },

    /** GA-style event: pushed to the data layer, named by the mapping table (emission_path 1). */
    trackEvent(event: GaEvent) {
      const { ga, skip, rest } = splitGaFields(event);
      deliver({
        type: "track",
        ga: { ...ga, [SKIP_CDP_FLAG]: skip },
        properties: rest,
        dataLayer: { event: DATA_LAYER_EVENTS.GA_EVENT, ...ga, ...rest },
      });
    },

    /**
     * An event other page code pushed in tag-manager form: it is pushed to the data layer and, when it is
     * one this layer derives platform events from, sent on with emission_path 1.
     */
    trackDataLayerEvent(entry: DataLayerEntry) {
      const kind = classifyGtmEvent(entry, logger);
      if (!kind) return pushToDataLayer(getDataLayer(win), entry);
      const { event, ecommerce: ecommerceObject, ...rest } = entry as DataLayerEntry & GaEvent;
      const products = Object.values((ecommerceObject as Record<string, { products?: ProductInput[] }>) ?? {})
        .flatMap((v) => (v && Array.isArray(v.products) ? v.products : []))
        .map(toOutgoingProduct);
      deliver({
        type: kind.name === "Page Viewed" ? "page" : "track",
        name: kind.name,
        ga: rest,
        properties: products.length ? { ...rest, products, currency: CURRENCY_CODE } : rest,
        dataLayer: entry,
      });
    },

    /**
     * A single-page app keeps one facade for the visit: after a client-side navigation the new page's
     * type goes into every later payload (page_type). The collector config stays the one looked up for
     * the page the visit landed on (session data is fetched once per page load, spec §4).
     */
    setPageType(pageType: string) {
      ctx.pageType = pageType;
    },

    /** spec §7 page event: event_name, location, query_parameters, eventNonInt, personalizationId,
     *  nmaLinkerId, sequence_timestamp (plus the page payload of spec §3). */
    page(properties: Record<string, unknown> = {}) {
      // A new page (a client-side navigation keeps the facade): its depth starts where it is shown.
      startPage();
      deliver({
        type: "page",
        name: "Page Viewed",
        ga: { eventCategory: "page", eventAction: "view", eventLabel: ctx.pageType, eventNonInt: true },
        properties: { personalizationId: ctx.personalizationId, nmaLinkerId: ctx.nmaLinkerId, ...properties },
        dataLayer: { event: DATA_LAYER_EVENTS.PAGE_VIEW, ...identityFields(ctx), ...properties },
      });
    },

    productsSearched(query: string, properties: Record<string, unknown> = {}) {
      const ga = { eventCategory: "search", eventAction: "submit", eventLabel: query };
      deliver({
        type: "track",
        name: "Products Searched",
        ga,
        properties: { query, ...properties },
        dataLayer: { event: DATA_LAYER_EVENTS.GA_EVENT, ...ga },
      });
    },
  };
}
