// storefront spec §3 "Share payload": catalogEntryId, productName, productImageUrl, shareData. The
// shareData part is what the Web Share API (and the apps' share bridge) take. Pure.

export interface SharePayload {
  catalogEntryId: string;
  productName: string;
  productImageUrl: string;
  shareData: { title: string; text: string; url: string };
}

export function sharePayload(product: { catalogEntryId: string; productName: string; productImageUrl: string; url: string }, origin: string): SharePayload {
  return {
    catalogEntryId: product.catalogEntryId,
    productName: product.productName,
    productImageUrl: new URL(product.productImageUrl, origin).href,
    shareData: { title: product.productName, text: `${product.productName} at Tailwise`, url: new URL(product.url, origin).href },
  };
}
