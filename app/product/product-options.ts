// What the listing's options overlay shows of a product (issue #9): its items' options, prices and
// stock, and what can be added from the list. Pure projection of the product page's data.
import type { ProductDetail } from "./product.server";
import type { OptionItem } from "./options";
import type { StockState } from "#app/catalogue/stock.ts";
import type { PriceView } from "#app/pricing/price-view.ts";

interface ProductOptionsItem extends OptionItem {
  partNumber: string;
  /** the advertised price (cents): which item is the featured one (./options.ts selectedItem) */
  priceCents: number;
  /** the item's prices as every surface words them (app/pricing/price-view.ts) */
  prices: PriceView;
  stock: StockState;
}

export interface ProductOptions {
  id: string;
  name: string;
  /** can an item be added from the overlay (personalised products need the product page's form) */
  addable: boolean;
  /** a prescription item: the vet approves it after the order (said before it is added) */
  isPrescription: boolean;
  items: ProductOptionsItem[];
  /** with the miniPdp flag: enough of the product page to choose without leaving the list */
  summary?: ProductSummary;
}

export interface ProductSummary {
  brand: string;
  image: string;
  /** the description's first sentences, at most SUMMARY_DESCRIPTION_LENGTH characters */
  description: string;
}

/** How much of the description a mini product page shows (the product page has the rest). */
export const SUMMARY_DESCRIPTION_LENGTH = 280;

/** A description cut at a sentence (else a word) end within the limit, with an ellipsis when cut. */
export function shortDescription(text: string, limit = SUMMARY_DESCRIPTION_LENGTH): string {
  const clean = text.replace(/\s+/g, " ").trim();
  if (clean.length <= limit) return clean;
  const head = clean.slice(0, limit);
  const sentence = head.lastIndexOf(". ");
  if (sentence >= limit / 2) return head.slice(0, sentence + 1);
  const word = head.lastIndexOf(" ");
  return `${head.slice(0, word > 0 ? word : limit).replace(/[,;:]$/, "")}…`;
}

export function productOptions(product: ProductDetail, options: { summary?: boolean } = {}): ProductOptions {
  return {
    id: product.id,
    name: product.name,
    addable: product.cta === "add-to-cart" || product.cta === "choose-options",
    isPrescription: product.isPrescription,
    items: product.items.map(({ id, partNumber, size, flavor, color, facts, prices, stock }) => ({
      id,
      partNumber,
      size,
      flavor,
      color,
      priceCents: facts.advertisedCents,
      prices,
      stock,
    })),
    ...(options.summary && {
      summary: { brand: product.brand.name, image: product.image, description: shortDescription(product.description) },
    }),
  };
}
