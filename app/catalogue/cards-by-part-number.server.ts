import type { MarketConfig } from "#app/markets/config.ts";
import { type CatalogueDb, prepare } from "./d1.server";
import type { ProductCard } from "./product-card";
import { toProductCard, type ProductRow } from "./product-card-row";
import { cardsQuery } from "./queries.server";

/**
 * The current §3 cards of published products named by part number (a product's, or one of its
 * items'), keyed by the part number asked for; a part number of no published product is absent.
 * Two statements, one after the other: part numbers to products, then those products' card rows.
 */
export async function cardsByPartNumber(
  db: CatalogueDb,
  market: MarketConfig,
  partNumbers: readonly string[],
  now = new Date(),
): Promise<Map<string, ProductCard>> {
  const asked = [...new Set(partNumbers)];
  const { results } = await db
    .prepare(
      `SELECT q.value AS part_number, p.id FROM json_each(?1) q
       JOIN products p ON p.id = coalesce(
         (SELECT id FROM products WHERE part_number = q.value),
         (SELECT product_id FROM items WHERE part_number = q.value))
       WHERE p.published = 1`,
    )
    .bind(JSON.stringify(asked))
    .all<{ part_number: string; id: number }>();
  const ids = [...new Set(results.map((r) => r.id))];
  if (!ids.length) return new Map();
  const rows = (await prepare(db, cardsQuery(market.region, ids)).all<ProductRow>()).results;
  // A product without a published item has no card (its price would be unknown).
  const cards = new Map(rows.filter((row) => row.item_id !== null).map((row) => [row.id, toProductCard(row, market, now)]));
  const byPart = new Map<string, ProductCard>();
  for (const { part_number, id } of results) {
    const card = cards.get(id);
    if (card) byPart.set(part_number, card);
  }
  return byPart;
}
