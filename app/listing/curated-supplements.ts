// spec §3 "Curated supplement entries" and §9 "Curated supplement category ids" (issue #9): on the
// supplement categories, a block of the five private-label supplements, each with its title, its
// ingredients' benefits and what customers say it does. The table is written once here; prices and
// links come from the catalogue when the page is rendered. Pure.

/** spec §9: the categories that show the block. */
export const CURATED_SUPPLEMENT_CATEGORY_IDS: ReadonlySet<string> = new Set([
  "293",
  "294",
  "372",
  "411",
  "388",
  "417",
  "1537",
  "1546",
  "1552",
  "1562",
  "1570",
  "2275",
]);

export interface CuratedSupplementEntry {
  /** the product's part number in the catalogue */
  partNumber: string;
  title: string;
  ingredientBenefits: string[];
  customerBenefits: string[];
}

/** spec §3: the five shown, in this order. */
export const CURATED_SUPPLEMENTS: readonly CuratedSupplementEntry[] = [
  {
    partNumber: "200004",
    title: "Skin & Coat Salmon Oil",
    ingredientBenefits: ["Wild salmon oil rich in EPA and DHA omega-3s", "Vitamin E to protect the oils from oxidation"],
    customerBenefits: ["A softer, shinier coat", "Less dry, flaky skin"],
  },
  {
    partNumber: "200005",
    title: "Probiotic Soft Chews",
    ingredientBenefits: ["Five probiotic strains", "Pumpkin and inulin prebiotic fibre"],
    customerBenefits: ["Firmer, more regular stools", "A chew dogs take as a treat"],
  },
  {
    partNumber: "200006",
    title: "Probiotic Powder for Cats",
    ingredientBenefits: ["Enterococcus faecium probiotic", "Flavourless powder that mixes into food"],
    customerBenefits: ["Settled digestion after a food change", "Picky eaters do not notice it"],
  },
  {
    partNumber: "200007",
    title: "Allergy & Immune Soft Chews",
    ingredientBenefits: ["Colostrum and salmon oil", "Quercetin and probiotics for seasonal support"],
    customerBenefits: ["Less licking and scratching", "Support through allergy season"],
  },
  {
    partNumber: "200008",
    title: "Omega-3 Fish Oil",
    ingredientBenefits: ["Pollock and salmon oil, molecularly distilled", "A measured pump for easy dosing"],
    customerBenefits: ["Joint comfort for active and senior dogs", "Healthy skin and coat"],
  },
];

/** Whether a listing shows the block: one of the curated categories, as the category itself (no filter or term). */
export function showsCuratedSupplements(listing: { routeKind: string; groupId?: string; hasFilters: boolean; page: number }): boolean {
  return (
    listing.routeKind === "category" &&
    !listing.hasFilters &&
    listing.page === 1 &&
    listing.groupId !== undefined &&
    CURATED_SUPPLEMENT_CATEGORY_IDS.has(listing.groupId)
  );
}
