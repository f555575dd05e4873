// Which categories have something to sell (spec §2 "zero inventory" redirect; decision 0036): a
// product a shopper can buy now, the card's inStock (./product-card-row.ts: a published item with
// inventory, the product not discontinued), anywhere in the category or its descendants. Asked for
// a category and its ancestors at once, so the loader can send a shopper straight to the nearest one
// that sells something. Each answer stops at its first sellable product; only a category with none
// reads all of its (few) products.
import type { CatalogueDb } from "./d1.server";

/** spec §2: the same "in stock" as the listing's cards (./queries.server.ts cardColumns in_stock_count). */
const SELLABLE_PRODUCT = `p.is_discontinued = 0 AND EXISTS (SELECT 1 FROM items i WHERE i.product_id = p.id AND i.published = 1 AND i.inventory > 0 AND i.discontinued = 0)`;

/** Of these category ids, those with at least one product to sell (product_categories holds published products only). */
export async function categoriesWithStock(db: CatalogueDb, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const { results } = await db
    .prepare(
      `SELECT c.value AS id FROM json_each(?1) c
       WHERE EXISTS (SELECT 1 FROM product_categories pc JOIN products p ON p.id = pc.product_id WHERE pc.category_id = c.value AND ${SELLABLE_PRODUCT})`,
    )
    .bind(JSON.stringify(ids.map(Number)))
    .all<{ id: number }>();
  return new Set(results.map((row) => String(row.id)));
}
