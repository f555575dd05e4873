// Sponsored-product campaigns (spec §3 ad fields, §5 "Ad tiles are inserted only when placement is
// valid", §2 sponsored-ad landing page). An ad server is outside this product; its campaigns are
// written once here, as data: who advertises, where their ads may show, in which grid slots, and the
// landing page their ads lead to. Pure.

type AdBand = "atf" | "btf";

export interface AdSlot {
  /** index in the product grid before which the ad tile goes (0 = first tile) */
  slot: number;
  /** above or below the fold (spec §3 isAtf / isBtf): the first two desktop rows are above */
  band: AdBand;
}

export interface AdCampaign {
  id: string;
  /** the advertiser: its products are the ads (the best sellers among what the listing shows) */
  brand: string;
  /** shown on listings in these categories or their subcategories */
  groupIds: readonly string[];
  /** and on searches whose term contains one of these words */
  terms: readonly string[];
  slots: readonly AdSlot[];
  /** the sponsored-ad landing page `/sl/{slug}`: the brand's products in the first category */
  landing: { slug: string; title: string; intro: string };
}

export const AD_CAMPAIGNS: readonly AdCampaign[] = [
  {
    id: "barkwell-dog",
    brand: "Barkwell",
    groupIds: ["288"],
    terms: ["dog", "puppy"],
    slots: [
      { slot: 1, band: "atf" },
      { slot: 6, band: "atf" },
      { slot: 21, band: "btf" },
    ],
    landing: {
      slug: "barkwell-for-dogs",
      title: "Barkwell for Dogs",
      intro: "Barkwell's kitchen cooks every recipe in small batches with a named meat first. Meet the range, from puppy kibble to senior stews.",
    },
  },
  {
    id: "whisker-co-cat",
    brand: "Whisker & Co",
    groupIds: ["325"],
    terms: ["cat", "kitten"],
    slots: [
      { slot: 2, band: "atf" },
      { slot: 17, band: "btf" },
    ],
    landing: {
      slug: "whisker-and-co-for-cats",
      title: "Whisker & Co for Cats",
      intro: "Toys, treats and dinners from Whisker & Co, made for curious cats and the people who share a sofa with them.",
    },
  },
  {
    id: "little-acorn-small-pet",
    brand: "Little Acorn Pet",
    groupIds: ["1449"],
    terms: ["hamster", "rabbit", "guinea pig", "small pet"],
    slots: [{ slot: 3, band: "atf" }],
    landing: {
      slug: "little-acorn-small-pets",
      title: "Little Acorn Pet for Small Pets",
      intro: "Hay, bedding and hideaways for rabbits, guinea pigs and hamsters, from Little Acorn Pet.",
    },
  },
];

/** The campaign whose ads show on a listing: the first that targets one of its categories or its term. */
export function campaignFor(listing: { groupIds: readonly string[]; term: string | null }): AdCampaign | undefined {
  const words = listing.term?.toLowerCase() ?? "";
  return AD_CAMPAIGNS.find(
    (campaign) => campaign.groupIds.some((id) => listing.groupIds.includes(id)) || (words !== "" && campaign.terms.some((term) => containsWords(words, term))),
  );
}

/** "dog food" contains "dog", "hotdog" does not. */
function containsWords(text: string, words: string): boolean {
  return ` ${text.replace(/[^a-z0-9]+/g, " ")} `.includes(` ${words} `);
}

export function campaignByLanding(slug: string): AdCampaign | undefined {
  return AD_CAMPAIGNS.find((campaign) => campaign.landing.slug === slug);
}
