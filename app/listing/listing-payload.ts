import { adFields } from "#app/ads/ad-fields.ts";
import type { AdSlot } from "#app/ads/campaigns.ts";
import type { MarketConfig } from "#app/markets/config.ts";
import { formatPrice } from "#app/pricing/format.ts";
import { unpackCardImage } from "#app/images/card-image.ts";
import { packCardImage } from "#app/images/product-image-url.ts";
import { stripMarketPrefix, withMarketPrefix } from "#app/markets/prefix.ts";
import { buildProductPath, parseProductPath } from "#app/catalogue/product-path.ts";
import type { CardView, ListingView } from "./view";
import { STOCK_LABELS } from "#app/catalogue/stock.ts";
import { slugify } from "#app/catalogue/slug.ts";

// What a listing page's loader sends to the browser, and back (issue #8: the hydration payload at
// most half of the ~31 KB it was). Cards travel as columns (each field's name once, not 36 times),
// without the price text (it follows from the price and the market); facet values travel without
// their links and selected flags, which the panels that show them make from the page's route and
// state (./facet-views.ts), as the sort controls make the sort choices from the sort flags (./sort.ts).
// All of it once per page, on the server's render and in the browser alike.

/** Value ids travel as one string per facet (`54d746,,a1b2c3`: empty where a value has no page): half the bytes of an array. */
export const packValueIds = (ids: (string | null)[]) => ids.map((id) => id ?? "").join(",");

/** The fields a card has only when it shows them (the price lines of app/pricing/price-view.ts, the option summary). */
const OPTIONAL_CARD_FIELDS = [
  "strikePrice",
  "strikeSavingsPct",
  "autoshipPrice",
  "autoshipPct",
  "firstAutoshipPrice",
  "firstAutoshipPct",
  "mapMessage",
  "deal",
  "moreDeals",
  "ppu",
  "optionsMessage",
] as const;
type OptionalCardField = (typeof OPTIONAL_CARD_FIELDS)[number];
/**
 * An optional field's column: an array (null where a card has none) when most cards have it, else
 * only the cards that do, by index (`{"3":"Deal name"}`): a deal or a strike price on 2 of 36 cards
 * is 2 entries, not 36.
 */
type SparseColumn<T> = (T | null)[] | Record<number, T>;
type OptionalCardColumns = { [K in OptionalCardField]: SparseColumn<NonNullable<CardView[K]>> };

function sparseColumn<T>(values: (T | null)[]): SparseColumn<T> {
  const set = values.filter((value) => value !== null).length;
  if (set * 2 > values.length) return values;
  const entries: Record<number, T> = {};
  values.forEach((value, index) => {
    if (value !== null) entries[index] = value;
  });
  return entries;
}
const entryOf = <T>(column: SparseColumn<T>, index: number): T | null => (Array.isArray(column) ? column[index] : column[index]) ?? null;

/** CardView, one array per field (the price text left out: it is formatted from priceValue). */
export interface CardColumns extends OptionalCardColumns {
  itemId: (string | null)[];
  id: string[];
  partNumber: string[];
  name: string[];
  brand: string[];
  /**
   * The product path's slug when it is not the product name's slug (spec §2 slug rules; every seeded
   * product's is, so this column is all null and the browser slugs the name): the link is
   * `/{slug}/dp/{id}` in the market unless `href` says otherwise.
   */
  slug: (string | null)[];
  /** The link itself, only for a card whose link is not that shape. */
  href: (string | null)[];
  image: string[];
  rating: number[];
  ratingCount: number[];
  badges: string[][];
  hasMoreChoices: boolean[];
  cta: CardView["cta"][];
  priceValue: number[];
}

/** The loader's listing: the view with packed cards and bare facets, and what the links follow from. */
export interface ListingPayload extends Omit<ListingView, "cards" | "ads"> {
  cards: CardColumns;
  /** the sponsored products as columns, their campaign and slots (the browser makes their trackers) */
  ads: { campaign: string; cards: CardColumns; slots: AdSlot[] } | null;
}

export function packCards(cards: CardView[]): CardColumns {
  const column = <T>(pick: (card: CardView) => T) => cards.map(pick);
  const slugs = cards.map(productSlugOf);
  const optional = Object.fromEntries(OPTIONAL_CARD_FIELDS.map((field) => [field, sparseColumn(column((c) => c[field] ?? null))])) as OptionalCardColumns;
  return {
    ...optional,
    itemId: column((c) => c.itemId),
    id: column((c) => c.id),
    partNumber: column((c) => c.partNumber),
    name: column((c) => c.name),
    brand: column((c) => c.brand),
    slug: cards.map((c, i) => (slugs[i] === null || slugs[i] === slugify(c.name) ? null : slugs[i])),
    href: cards.map((c, i) => (slugs[i] === null ? c.href : null)),
    // The card's own drawn picture travels as its version (app/images/product-image-url.ts).
    image: column((c) => packCardImage(c.image, c.id)),
    rating: column((c) => c.rating),
    ratingCount: column((c) => c.ratingCount),
    badges: column((c) => c.badges),
    hasMoreChoices: column((c) => c.hasMoreChoices),
    cta: column((c) => c.cta),
    priceValue: column((c) => c.priceValue),
  };
}

export function unpackCards(columns: CardColumns, market: MarketConfig): CardView[] {
  return columns.id.map((id, i) => {
    // A card has only the optional fields it shows (null in the columns).
    const optional: Partial<Pick<CardView, OptionalCardField>> = {};
    for (const field of OPTIONAL_CARD_FIELDS) {
      const value = entryOf<unknown>(columns[field], i);
      if (value !== null) Object.assign(optional, { [field]: value });
    }
    return {
      itemId: columns.itemId[i],
      id,
      partNumber: columns.partNumber[i],
      name: columns.name[i],
      brand: columns.brand[i],
      href: columns.href[i] ?? withMarketPrefix(buildProductPath({ slug: columns.slug[i] ?? slugify(columns.name[i]), catalogEntryId: id }), market),
      image: unpackCardImage(columns.image[i], id),
      price: formatPrice(columns.priceValue[i], { market }),
      ...optional,
      rating: columns.rating[i],
      ratingCount: columns.ratingCount[i],
      badges: columns.badges[i],
      // In stock unless its badges say otherwise (app/listing/card-view.ts badges the stock state): not sent twice.
      inStock: !columns.badges[i].some((badge) => badge in STOCK_LABELS),
      hasMoreChoices: columns.hasMoreChoices[i],
      cta: columns.cta[i],
      priceValue: columns.priceValue[i],
    };
  });
}

/** The slug of a card's product link when the link is exactly `/{slug}/dp/{id}` (in its market). */
function productSlugOf(card: CardView): string | null {
  const parsed = parseProductPath(stripMarketPrefix(card.href).path);
  return parsed?.slug !== undefined && parsed.catalogEntryId === card.id && buildProductPath(parsed) === stripMarketPrefix(card.href).path ? parsed.slug : null;
}

/** The view the page renders, from what the loader sent. */
export function unpackListing(payload: ListingPayload, market: MarketConfig): ListingView {
  const { cards, ads, ...rest } = payload;
  return {
    ...rest,
    cards: unpackCards(cards, market),
    ads: ads
      ? unpackCards(ads.cards, market).map((card, i) => ({ ...card, ad: adFields(ads.campaign, ads.slots[i], card.partNumber, market.pathPrefix) }))
      : [],
  };
}
