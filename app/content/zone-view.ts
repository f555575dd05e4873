// Managed content as a page renders it (issue #10): every link through the URL builder for the
// page's market, products named by part number resolved to what sells now, carousels as the widget
// service answered them. What reaches the browser is only this: small, and already decided. Pure.
import type { MarketConfig } from "#app/markets/config.ts";
import { withMarketPrefix } from "#app/markets/prefix.ts";
import { priceView, type PriceView } from "#app/pricing/price-view.ts";
import type { StockState } from "#app/catalogue/stock.ts";
import type { ProductCard } from "#app/catalogue/product-card.ts";
import type { ContentComponent } from "./zones";

interface LinkView {
  label: string;
  href: string;
}

interface ImageView {
  small: string;
  medium?: string;
  large?: string;
  alt: string;
}

export interface BannerItemView {
  header: string;
  subText?: string;
  topLine?: string;
  ctas: LinkView[];
  href?: string;
  image: ImageView;
}

/** A product as a shelf (sku component, carousel) shows it: its prices as the price owner words them. */
export interface ShelfProductView extends PriceView {
  partNumber: string;
  name: string;
  href: string;
  image: string;
  rating: number;
  ratingCount: number;
  /** the product's stock state (app/catalogue/stock.ts) */
  stock: StockState;
}

export interface SiteWideBannerView {
  kind: "siteWideBanner";
  theme: { background: string; text: string };
  bodyText: string;
  asset?: ImageView;
  ctas: LinkView[];
  footnote?: string;
  modal?: { title: string; images: string[]; imageAlt: string; body?: string };
  href?: string;
}

export type ZoneComponentView =
  | SiteWideBannerView
  | { kind: "banner"; item: BannerItemView }
  | { kind: "bannerCarousel"; items: BannerItemView[]; autoAdvanceSeconds: number | null }
  | { kind: "products"; title: string; products: ShelfProductView[] }
  | { kind: "placeholder"; placeholderType: string; attributes: Record<string, string> };

/** The carousels the components name (each asked of the widget service once). */
export function carouselIdsIn(components: readonly ContentComponent[]): string[] {
  return [...new Set(components.flatMap((c) => (c.kind === "sku" && c.dataSource.type === "carousel" ? [c.dataSource.carouselId] : [])))];
}

/** What the page found for its shelves: catalogue cards by part number, carousels' products by id. */
export interface ResolvedShelves {
  cards?: ReadonlyMap<string, ProductCard>;
  carousels?: ReadonlyMap<string, readonly ShelfProductView[]>;
}

/** The part numbers the components name (one catalogue read for all of a page's shelves). */
export function partNumbersIn(components: readonly ContentComponent[]): string[] {
  return [...new Set(components.flatMap((c) => (c.kind === "sku" && c.dataSource.type === "partNumbers" ? c.dataSource.partNumbers : [])))];
}

/** A catalogue card as a shelf shows it, in the market's currency and with its prefix. */
export function shelfProductOf(card: ProductCard, market: MarketConfig): ShelfProductView {
  return {
    partNumber: card.partNumber,
    name: card.name,
    href: withMarketPrefix(card.href, market),
    image: card.image,
    ...priceView(card.priceFacts, market),
    rating: card.rating,
    ratingCount: card.ratingCount,
    stock: card.stock,
  };
}

/** A shelf with fewer products than this is not shown (a lone card is not a shelf). */
const MIN_SHELF_PRODUCTS = 2;

/**
 * The components as the page renders them, in order. A shelf keeps the products still sold, in the
 * merchandiser's order, and is dropped when fewer than two are left; a carousel the widget service
 * did not answer is left out.
 */
export function componentViews(
  components: readonly ContentComponent[],
  market: MarketConfig,
  { cards = new Map(), carousels = new Map() }: ResolvedShelves = {},
): ZoneComponentView[] {
  // Site paths get the market's prefix; https addresses stay as they are (withMarketPrefix leaves them).
  const href = (h: string) => withMarketPrefix(h, market);
  const links = (ctas: readonly { label: string; href: string }[]) => ctas.map((cta) => ({ label: cta.label, href: href(cta.href) }));
  const item = (i: Extract<ContentComponent, { kind: "banner" }>["item"]): BannerItemView => ({
    header: i.header,
    ...(i.subText ? { subText: i.subText } : {}),
    ...(i.topLine ? { topLine: i.topLine } : {}),
    ctas: links(i.ctas),
    ...(i.link ? { href: href(i.link) } : {}),
    image: i.image,
  });
  return components.flatMap((c): ZoneComponentView[] => {
    switch (c.kind) {
      case "siteWideBanner":
        return [
          {
            kind: "siteWideBanner",
            theme: c.theme,
            bodyText: c.bodyText,
            ...(c.asset ? { asset: c.asset } : {}),
            ctas: links(c.ctas),
            ...(c.footnote ? { footnote: c.footnote } : {}),
            ...(c.modal
              ? {
                  modal: { title: c.modal.title, images: c.modal.images, imageAlt: c.modal.modalImageAltText, ...(c.modal.body ? { body: c.modal.body } : {}) },
                }
              : {}),
            ...(c.newPageUrl ? { href: href(c.newPageUrl) } : {}),
          },
        ];
      case "banner":
        return [{ kind: "banner", item: item(c.item) }];
      case "bannerCarousel":
        return [{ kind: "bannerCarousel", items: c.items.map(item), autoAdvanceSeconds: c.autoAdvanceSeconds ?? null }];
      case "sku": {
        if (c.dataSource.type === "carousel") {
          const products = carousels.get(c.dataSource.carouselId);
          return products?.length ? [{ kind: "products", title: c.title, products: [...products] }] : [];
        }
        const products = c.dataSource.partNumbers.flatMap((partNumber) => {
          const card = cards.get(partNumber);
          return card ? [shelfProductOf(card, market)] : [];
        });
        return products.length >= MIN_SHELF_PRODUCTS ? [{ kind: "products", title: c.title, products }] : [];
      }
      case "placeholder":
        return [{ kind: "placeholder", placeholderType: c.placeholderType, attributes: c.attributes }];
    }
  });
}
