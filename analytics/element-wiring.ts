// Element tracking wired to the events (spec §4): what a click on a tracked element reports, and what
// its one view event at the visibility threshold reports, for GA-style elements, product cards,
// promotions and sponsored tiles. The observing itself is ./element-tracking.ts.

import type { CommerceEvents, ListInput, PromotionInput } from "./commerce-events";
import type { GaEvent } from "./emit";
import { type ObserverConstructor, type TrackableElement, createElementTracker, isLinkClick } from "./element-tracking";
import type { ProductInput } from "./products";

interface ElementReports extends Pick<CommerceEvents, "productClicked" | "productListViewed" | "promotionViewed" | "promotionClicked"> {
  trackEvent(event: GaEvent): void;
  adImpression(url: string): Promise<void>;
}

export function wireElementTracking(Observer: ObserverConstructor | undefined, visibilityThreshold: number | undefined, reports: ElementReports) {
  const tracker = createElementTracker(Observer, visibilityThreshold);
  return {
    /** spec §4 element tracking: a click event on click, one view event at the visibility threshold. */
    trackElement(element: TrackableElement, events: { click?: GaEvent; view?: GaEvent }) {
      return tracker.track(element, {
        onClick: events.click && (() => reports.trackEvent(events.click!)),
        onVisible: events.view && (() => reports.trackEvent(events.view!)),
      });
    },
    /**
     * A product card: a click on one of its links is Product Clicked (its own buttons, such as Add to
     * Cart, report their own events), becoming visible adds it to its list's impression batch.
     */
    trackProductCard(element: TrackableElement, product: ProductInput, list: ListInput) {
      return tracker.track(element, {
        onClick: (event) => {
          if (isLinkClick(event)) reports.productClicked(product, { list: list.list_id });
        },
        onVisible: () => reports.productListViewed([product], list),
      });
    },
    /** A promotion (banner): Promotion Viewed once at the visibility threshold, Promotion Clicked on click. */
    trackPromotion(element: TrackableElement, promo: PromotionInput) {
      return tracker.track(element, {
        onClick: () => reports.promotionClicked(promo),
        onVisible: () => reports.promotionViewed(promo),
      });
    },
    /**
     * A sponsored tile's impression tracker (spec §3), called once at the visibility threshold (a
     * spec §7 ad call: GET, no-cors). Its click tracker is the page's own: a click may come before
     * this layer has loaded.
     */
    trackAd(element: TrackableElement, ad: { impressionTracker: string | null }) {
      return tracker.track(element, {
        onVisible: () => {
          if (ad.impressionTracker) void reports.adImpression(ad.impressionTracker);
        },
      });
    },
    /** Stop element tracking (route change / unmount). */
    disconnect: () => tracker.disconnect(),
  };
}
