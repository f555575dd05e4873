import { expect, type APIRequestContext } from "@playwright/test";

// What the page tests need to find in the seeded catalogue, asked the way a client would: the
// search API. A card's href carries no market prefix (the spec's shape); callers add it.

export interface ApiCard {
  name: string;
  href: string;
  inStock: boolean;
  hasMoreChoices: boolean;
  isGiftCard: boolean;
  isCustomizable: boolean;
  isPrescription: boolean;
  isRxVetDiet: boolean;
  isDiscontinued: boolean;
  strikePrice: number | null;
  mapMessage: string | null;
}

export async function searchApi(request: APIRequestContext, prefix: string, term: string): Promise<ApiCard[]> {
  const res = await request.post(`${prefix}/plp/api/search`, { data: { term } });
  expect(res.ok(), `search ${prefix || "/"} for ${term}`).toBe(true);
  return ((await res.json()) as { products: ApiCard[] }).products;
}

/** The first card that fits, from the first results page of a few common searches. */
export async function findCard(
  request: APIRequestContext,
  prefix: string,
  what: string,
  fits: (card: ApiCard) => boolean,
  terms = ["dog food", "cat food", "treats", "toy", "litter"],
): Promise<ApiCard> {
  for (const term of terms) {
    const card = (await searchApi(request, prefix, term)).find(fits);
    if (card) return card;
  }
  throw new Error(`no ${what} in the search results of market "${prefix || "/"}"`);
}

/** In stock, several options, and a plain Add to Cart (no gift card, personalization or prescription). */
export const buyableWithOptions = (c: ApiCard) =>
  c.inStock && c.hasMoreChoices && !c.isGiftCard && !c.isCustomizable && !c.isPrescription && !c.isRxVetDiet && !c.isDiscontinued;
export const temporarilyOutOfStock = (c: ApiCard) => !c.inStock && !c.isDiscontinued;
