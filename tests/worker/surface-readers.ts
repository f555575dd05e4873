// Reading what each surface shows a shopper of a product's price, deal and stock (issue #24's
// cross-surface suite): the server's HTML as a crawler or a browser without JavaScript gets it, and
// the JSON APIs as the page's scripts get them. Every surface renders its price lines with one
// component and the same test ids (app/pricing/components/price-lines.tsx), so one reader reads them all.

const ENTITIES: Record<string, string> = { "&amp;": "&", "&#x27;": "'", "&#39;": "'", "&quot;": '"', "&lt;": "<", "&gt;": ">", "&nbsp;": " " };

/** An element's text: tags and React's text separators out, entities decoded, spaces collapsed. */
export function textOf(html: string): string {
  return html
    .replace(/<!-- -->/g, "")
    .replace(/<[^>]+>/g, "")
    .replace(/&(?:amp|#x27|#39|quot|lt|gt|nbsp);/g, (entity) => ENTITIES[entity])
    .replace(/\s+/g, " ")
    .trim();
}

/** A listing card's name as its link reads it (a brand at the name's start is a span of its own), or undefined. */
export function cardNameOf(cardHtml: string): string | undefined {
  const link = /<h3 class="card__name"><a[^>]*>([\s\S]*?)<\/a>/.exec(cardHtml);
  return link ? textOf(link[1]) : undefined;
}

/** The text of the first element with this test id, or undefined. */
export function byTestId(html: string, testId: string): string | undefined {
  const match = new RegExp(`<(\\w+)[^>]*data-testid="${testId}"[^>]*>([\\s\\S]*?)</\\1>`).exec(html);
  return match ? textOf(match[2]) : undefined;
}

/** The price lines a surface shows (undefined where it shows none). */
export interface ShownPrices {
  price?: string;
  strikePrice?: string;
  /** the repeat deliveries' line, e.g. "$44.64 Autoship price · Save 5%" */
  autoship?: string;
  /** e.g. "$23.07 on your first Autoship order (save 35%)" */
  firstAutoship?: string;
  /** e.g. "Deal: Buy 2, Get 1 Free" */
  deal?: string;
  mapMessage?: string;
}

export function shownPrices(html: string): ShownPrices {
  const map = /<p class="card__map">([\s\S]*?)<\/p>/.exec(html);
  const shown: ShownPrices = {
    price: byTestId(html, "price"),
    strikePrice: byTestId(html, "strike-price")?.replace(/^Was /, ""),
    autoship: byTestId(html, "autoship-price"),
    firstAutoship: byTestId(html, "first-autoship"),
    deal: byTestId(html, "deal"),
    mapMessage: map ? textOf(map[1]) : undefined,
  };
  return Object.fromEntries(Object.entries(shown).filter(([, v]) => v !== undefined)) as ShownPrices;
}

export type CardAction = "add-to-cart" | "choose-options" | "personalize" | "shop-similar" | "none";

export interface ShownCard {
  partNumber: string;
  href: string;
  prices: ShownPrices;
  /** the stock word its badge says, when it says one */
  stock?: string;
  action: CardAction;
  /** the item its Add to Cart adds */
  itemId?: string;
}

/** The product cards of a listing page (sponsored tiles left out: their card is the same product's). */
export function cardsIn(html: string): ShownCard[] {
  return [...html.matchAll(/<article class="card" data-part-number="(\d+)"[^>]*>([\s\S]*?)<\/article>/g)].map(([, partNumber, body]) => {
    const muted = /<span class="badge badge--muted">([\s\S]*?)<\/span>/.exec(body);
    const item = /name="itemId" value="(\d+)"/.exec(body);
    const action: CardAction = item
      ? "add-to-cart"
      : body.includes('class="card__similar-link"')
        ? "shop-similar"
        : body.includes('class="card__option-link"')
          ? /Personalize/.test(body)
            ? "personalize"
            : "choose-options"
          : "none";
    return {
      partNumber,
      href: textOf(/<h3 class="card__name"><a href="([^"]+)"/.exec(body)![1]),
      prices: shownPrices(body),
      ...(muted && { stock: textOf(muted[1]) }),
      action,
      ...(item && { itemId: item[1] }),
    };
  });
}

/** A product page's facts: the shown item's price lines, its stock word, whether it can be added. */
export interface ShownProduct {
  prices: ShownPrices;
  /** "In stock", "Temporarily Out of Stock" or "No Longer Available" */
  stock: string;
  addable: boolean;
  /** the JSON-LD offers' prices and availability, by item sku */
  offers: { sku: string; price: number; availability: string }[];
  /** the first Autoship order's line in the buy box's Autoship choice, when shown */
  buyBoxFirstAutoship?: string;
}

export function productIn(html: string): ShownProduct {
  const priceBlock = /<div class="product-price"[^>]*>([\s\S]*?)<\/div>/.exec(html)![1];
  const stock = /<p class="stock__label[^"]*"[^>]*>([\s\S]*?)<\/p>/.exec(html);
  const jsonLd = /<script type="application\/ld\+json" id="product-json-ld">([\s\S]*?)<\/script>/.exec(html);
  // One script: a list of nodes (Product, BreadcrumbList), a @graph, or one node.
  const parsed: unknown = jsonLd ? JSON.parse(jsonLd[1]) : [];
  const nodes = (
    Array.isArray(parsed) ? parsed : parsed && typeof parsed === "object" && "@graph" in parsed ? (parsed as { "@graph": unknown[] })["@graph"] : [parsed]
  ) as { "@type"?: string; offers?: unknown }[];
  const product = nodes.find((node) => node?.["@type"] === "Product") as { offers?: { offers?: Offer[] } | Offer[] | Offer } | undefined;
  type Offer = { sku?: string; price?: number | string; availability?: string };
  const rawOffers = product?.offers;
  const offers: Offer[] = Array.isArray(rawOffers)
    ? rawOffers
    : rawOffers && "offers" in rawOffers && Array.isArray(rawOffers.offers)
      ? rawOffers.offers
      : rawOffers
        ? [rawOffers as Offer]
        : [];
  const first = /<span class="buy-box__first-autoship">([\s\S]*?)<\/span>/.exec(html);
  return {
    prices: shownPrices(priceBlock),
    stock: stock ? textOf(stock[1]) : "",
    addable: html.includes('class="buy-box__form"'),
    offers: offers.map((offer) => ({ sku: String(offer.sku ?? ""), price: Number(offer.price), availability: String(offer.availability ?? "") })),
    ...(first && { buyBoxFirstAutoship: textOf(first[1]) }),
  };
}

/** The products a page's shelves and carousels show: link, price lines and stock word each. */
export function shelfProductsIn(html: string): { href: string; prices: ShownPrices; stock?: string }[] {
  return [...html.matchAll(/<li class="shelf__item">([\s\S]*?)<\/li>/g)].map(([, body]) => {
    const muted = /<p class="badge badge--muted">([\s\S]*?)<\/p>/.exec(body);
    return { href: textOf(/<a class="shelf__link" href="([^"]+)"/.exec(body)![1]), prices: shownPrices(body), ...(muted && { stock: textOf(muted[1]) }) };
  });
}

/** A cart page's lines by item id: the unit text, the line's total and its promotion line. */
export function cartLinesIn(html: string): Map<string, { unit: string; total: string; deal?: string; flag?: string }> {
  const lines = new Map<string, { unit: string; total: string; deal?: string; flag?: string }>();
  for (const [, itemId, body] of html.matchAll(/<li class="cart-line[^"]*" data-item-id="(\d+)"[^>]*>([\s\S]*?)<\/li>/g)) {
    const flag = /<p class="cart-line__flag"[^>]*>([\s\S]*?)<\/p>/.exec(body);
    const deal = byTestId(body, "line-deal");
    lines.set(itemId, {
      unit: byTestId(body, "line-unit") ?? "",
      total: byTestId(body, "line-total") ?? "",
      ...(deal && { deal }),
      ...(flag && { flag: textOf(flag[1]) }),
    });
  }
  return lines;
}

/** "$23.07" → 2307 (cents); the first amount in a text. */
export function centsIn(text: string | undefined): number | undefined {
  const match = /\$(\d+(?:\.\d{1,2})?)/.exec(text ?? "");
  return match ? Math.round(Number(match[1]) * 100) : undefined;
}
