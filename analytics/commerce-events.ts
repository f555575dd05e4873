// The shop's events (spec §4, §7): products clicked, added and removed, product lists seen (in
// batches of 4 per list) and promotions seen and clicked, each both in the data layer's enhanced
// ecommerce form and as the platform's event, built into deliveries for the emit pipeline (./emit.ts).

import { ADDED_TO, type AddedTo, CURRENCY_CODE } from "./constants";
import { DATA_LAYER_EVENTS } from "./data-layer";
import type { EmitPipeline } from "./emit";
import type { PageContext } from "./payload";
import { createImpressionBatcher } from "./impressions";
import { type Loose, type ProductInput, toDataLayerProduct, toOutgoingProduct } from "./products";
import type { ListContext, Promotion } from "./schemas";
import { PROMOTION_FIELDS } from "./validate";
import type { Visit } from "./visit";

export interface EcommerceOptions {
  /** The list the product was shown in (list_id on the platform, actionField.list in the data layer). */
  list?: string;
  eventCategory?: string;
  eventAction?: string;
  eventLabel?: string;
  properties?: Record<string, unknown>;
}
export interface CartOptions extends EcommerceOptions {
  /** spec §4: autoship for autoship events, cart for cart events (default cart). */
  addedTo?: AddedTo;
  quantity?: number;
}
export type ListInput = Loose<ListContext> & { list_id: string; category?: string; [key: string]: unknown };
export type PromotionInput = Pick<Promotion, "promotion_id" | "creative" | "name"> & { position?: number | string };

type Deliver = EmitPipeline["deliver"];

export function createCommerceEvents({ ctx }: Visit, { deliver }: EmitPipeline) {
  const products = productEvents(ctx, deliver);
  return {
    ...products,
    ...cartEvents(products),
    ...listImpressions(ctx, deliver),
    ...promotionEvents(deliver),
  };
}

/** Product Clicked, Added and Removed: one product each, in the data layer's enhanced ecommerce form too. */
function productEvents(ctx: PageContext, deliver: Deliver) {
  function ecommerce(
    name: string,
    dlEvent: string,
    dlKey: string,
    product: ProductInput,
    opts: CartOptions,
    defaultAction: string,
    extra: Record<string, unknown> = {},
  ) {
    const ga = {
      eventCategory: opts.eventCategory ?? ctx.pageType,
      eventAction: opts.eventAction ?? defaultAction,
      eventLabel: opts.eventLabel ?? (product.name as string | undefined),
    };
    const withQuantity = opts.quantity === undefined ? product : { ...product, quantity: opts.quantity };
    deliver({
      type: "track",
      name,
      ga,
      properties: {
        products: [toOutgoingProduct(withQuantity)],
        currency: CURRENCY_CODE,
        list_id: opts.list,
        ...extra,
        ...opts.properties,
      },
      dataLayer: {
        event: dlEvent,
        ...ga,
        ...extra,
        ecommerce: {
          currencyCode: CURRENCY_CODE,
          [dlKey]: { actionField: { list: opts.list }, products: [toDataLayerProduct(withQuantity)] },
        },
      },
    });
  }

  return {
    productClicked: (product: ProductInput, opts: EcommerceOptions = {}) =>
      ecommerce("Product Clicked", DATA_LAYER_EVENTS.PRODUCT_CLICK, "click", product, opts, "product click"),
    productAdded: (product: ProductInput, opts: CartOptions = {}) =>
      ecommerce("Product Added", DATA_LAYER_EVENTS.ADD_TO_CART, "add", product, opts, "add to cart", {
        added_to: opts.addedTo ?? ADDED_TO.CART,
      }),
    productRemoved: (product: ProductInput, opts: CartOptions = {}) =>
      ecommerce("Product Removed", DATA_LAYER_EVENTS.REMOVE_FROM_CART, "remove", product, opts, "remove from cart", {
        added_to: opts.addedTo ?? ADDED_TO.CART,
      }),
  };
}

/** Cart changes told as the product events they amount to (spec §4). */
function cartEvents({ productAdded, productRemoved }: Pick<ReturnType<typeof productEvents>, "productAdded" | "productRemoved">) {
  return {
    /** spec §4: an increase is Product Added, a decrease Product Removed, quantity = the absolute difference. */
    cartQuantityChanged(product: ProductInput, previousQuantity: number, quantity: number, opts: CartOptions = {}) {
      const diff = quantity - previousQuantity;
      if (diff === 0) return;
      const change = { ...opts, quantity: Math.abs(diff), eventAction: opts.eventAction ?? "quantity change" };
      (diff > 0 ? productAdded : productRemoved)({ ...product, prevQuantity: previousQuantity }, change);
    },
    /** spec §4: undo remove is reported as a product add. */
    undoRemove: (product: ProductInput, opts: CartOptions = {}) => productAdded(product, { ...opts, eventAction: opts.eventAction ?? "undo remove" }),
  };
}

/** spec §7: impressions go out 4 products per Product List Viewed event, per list. */
function listImpressions(ctx: PageContext, deliver: Deliver) {
  const lists = new Map<string, ListInput>();
  const impressions = createImpressionBatcher<ProductInput>((listId, products) => {
    const { list_id, category, ...listContext } = lists.get(listId) ?? { list_id: listId };
    const ga = { eventCategory: ctx.pageType, eventAction: "product impression", eventLabel: listId };
    deliver({
      type: "track",
      name: "Product List Viewed",
      ga,
      properties: { list_id, category, products: products.map(toOutgoingProduct), currency: CURRENCY_CODE, ...listContext },
      dataLayer: {
        event: DATA_LAYER_EVENTS.PRODUCT_IMPRESSION,
        ...ga,
        ecommerce: { currencyCode: CURRENCY_CODE, impressions: products.map((p) => ({ ...toDataLayerProduct(p), list: listId })) },
      },
    });
  });
  return {
    /** Queues impressions; every 4 products of a list become one Product List Viewed event. */
    productListViewed(products: ProductInput[], list: ListInput) {
      lists.set(list.list_id, list);
      for (const product of products) impressions.add(list.list_id, product);
    },
    /** Sends the impressions still pending (fewer than 4 of a list). */
    flushImpressions: () => impressions.flush(),
  };
}

/** Promotion Viewed and Promotion Clicked. */
function promotionEvents(deliver: Deliver) {
  const promotion = (name: "Promotion Viewed" | "Promotion Clicked", promo: PromotionInput) => {
    const viewed = name === "Promotion Viewed";
    const ga = { eventCategory: "promotion", eventAction: viewed ? "view" : "click", eventLabel: promo.name };
    deliver({
      type: "track",
      name,
      ga,
      properties: { ...promo },
      extraFields: PROMOTION_FIELDS,
      dataLayer: {
        event: viewed ? DATA_LAYER_EVENTS.PROMOTION_VIEW : DATA_LAYER_EVENTS.PROMOTION_CLICK,
        ...ga,
        ecommerce: {
          [viewed ? "promoView" : "promoClick"]: {
            promotions: [{ id: promo.promotion_id, name: promo.name, creative: promo.creative, position: promo.position }],
          },
        },
      },
    });
  };
  return {
    promotionViewed: (promo: PromotionInput) => promotion("Promotion Viewed", promo),
    promotionClicked: (promo: PromotionInput) => promotion("Promotion Clicked", promo),
  };
}

export type CommerceEvents = ReturnType<typeof createCommerceEvents>;
