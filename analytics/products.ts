import type { CollectedProduct } from "./schemas";

// spec §3: pages hand in the product record "as collected"; the platform gets the outgoing record
// (Segment e-commerce v2 names: product_id, sku, name, price, position, category, brand, quantity,
// variant, coupon) and the data layer gets the Universal Analytics enhanced-ecommerce product.

/** What callers may hand in: the collected fields before coercion (prices as "$4.99", positions as "3"). */
export type Loose<T> = { [K in keyof T]?: T[K] | string | number | null };
export type ProductInput = Loose<CollectedProduct> & Record<string, unknown>;

/** Outgoing record; the extra collected fields (autoship flags, deals...) ride along for the platform. */
export function toOutgoingProduct(product: ProductInput): Record<string, unknown> {
  const { id, partNumber, ...rest } = product;
  return {
    ...rest,
    product_id: product.product_id ?? partNumber ?? id,
    sku: product.sku ?? partNumber ?? id,
  };
}

/** Enhanced-ecommerce product for the data layer (GA 360 keys on `id`). */
export function toDataLayerProduct(product: ProductInput): Record<string, unknown> {
  const { product_id, partNumber, ...rest } = product;
  return { ...rest, id: product.id ?? partNumber ?? product_id ?? product.sku };
}
