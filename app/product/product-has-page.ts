// Which products have a page of their own: the product page's rule (docs/decisions/0009) and the
// sitemaps' (docs/decisions/0062), stated once here in both the forms they read it in.
//
// A product has a page when it is published with at least one published item; otherwise its address
// redirects (302) to its category. A page that answers is indexable: it is its own canonical and
// carries no noindex (an option's `?item=` address names the product's page as canonical). Out of
// stock and discontinued products keep their page (it says so and offers notify-me).

/** Whether a product loaded with its published items has a page (app/product/product.server.ts). */
export function productHasPage(product: { published: boolean; publishedItems: number }): boolean {
  return product.published && product.publishedItems > 0;
}

/** The same rule as a condition on `products p`, for reads that select many products (the product sitemaps). */
export const PRODUCT_HAS_PAGE_SQL = "p.published = 1 AND EXISTS (SELECT 1 FROM items x WHERE x.product_id = p.id AND x.published = 1)";
