import { describe, expect, it } from "vitest";
import { AD_CAMPAIGNS, campaignByLanding, campaignFor } from "./campaigns";

describe("sponsored campaigns", () => {
  it("target a listing by one of its categories (or an ancestor) or a whole word of the search term", () => {
    expect(campaignFor({ groupIds: ["288", "20101"], term: null })?.id).toBe("barkwell-dog");
    expect(campaignFor({ groupIds: [], term: "Grain free DOG food" })?.id).toBe("barkwell-dog");
    expect(campaignFor({ groupIds: [], term: "guinea pig hay" })?.id).toBe("little-acorn-small-pet");
    expect(campaignFor({ groupIds: [], term: "hotdog" })).toBeUndefined();
    expect(campaignFor({ groupIds: ["10114"], term: null })).toBeUndefined();
  });

  it("each has a distinct landing slug and slots in one band each, in order", () => {
    expect(new Set(AD_CAMPAIGNS.map((c) => c.landing.slug)).size).toBe(AD_CAMPAIGNS.length);
    for (const campaign of AD_CAMPAIGNS) {
      expect(campaignByLanding(campaign.landing.slug)).toBe(campaign);
      const slots = campaign.slots.map((s) => s.slot);
      expect(slots).toEqual([...slots].sort((a, b) => a - b));
    }
  });
});
