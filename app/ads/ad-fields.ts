// The ad fields of a sponsored product card (spec §3: isAd, isAtf, isBtf, impressionTracker,
// clickTracker, adPlacement) and when an ad tile may be placed (spec §5). Pure.
import type { AdSlot } from "./campaigns";

export interface AdFields {
  isAd: boolean;
  isAtf: boolean;
  isBtf: boolean;
  /** index in the product grid before which the tile goes */
  adPlacement: number | null;
  impressionTracker: string | null;
  clickTracker: string | null;
}

/** The first-party tracker endpoint (app/api/ad-tracker-events.server.ts), under the market's prefix. */
const AD_EVENT_PATH = "/ads/v1/event";
export const AD_EVENT_TYPES = ["impression", "click"] as const;
type AdEventType = (typeof AD_EVENT_TYPES)[number];

function adTrackerUrl(marketPrefix: string, type: AdEventType, ad: { campaign: string; partNumber: string; slot: number }): string {
  const query = new URLSearchParams({ type, campaign: ad.campaign, part: ad.partNumber, slot: String(ad.slot) });
  return `${marketPrefix}${AD_EVENT_PATH}?${query}`;
}

/** A campaign's product shown in one of its slots (the server's card, and the browser's from the page data). */
export function adFields(campaignId: string, slot: AdSlot, partNumber: string, marketPrefix: string): AdFields {
  const ad = { campaign: campaignId, partNumber, slot: slot.slot };
  return {
    isAd: true,
    isAtf: slot.band === "atf",
    isBtf: slot.band === "btf",
    adPlacement: slot.slot,
    impressionTracker: adTrackerUrl(marketPrefix, "impression", ad),
    clickTracker: adTrackerUrl(marketPrefix, "click", ad),
  };
}

/**
 * spec §5: an ad tile is inserted only at a valid placement: it is an ad, above or below the fold
 * (one of the two), and its index is a whole number within the grid of `productCount` products
 * (at most one past the last, so a short listing drops the ads it has no room for).
 */
export function isValidAdPlacement(ad: Pick<AdFields, "isAd" | "isAtf" | "isBtf" | "adPlacement">, productCount: number): boolean {
  return (
    ad.isAd && ad.isAtf !== ad.isBtf && ad.adPlacement !== null && Number.isInteger(ad.adPlacement) && ad.adPlacement >= 0 && ad.adPlacement <= productCount
  );
}
