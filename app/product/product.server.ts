import { z } from "zod";
import type { MarketConfig } from "~/markets/config";
import { centsToAmount, validatedStrikePrice } from "~/search/rules";

const ProductRow = z.object({
  id: z.number(),
  part_number: z.string(),
  name: z.string(),
  slug: z.string(),
  description: z.string(),
  image: z.string(),
  rating: z.number(),
  rating_count: z.number(),
  brand_name: z.string(),
  brand_category_id: z.number().nullable(),
  brand_slug: z.string(),
  category_id: z.number(),
  category_name: z.string(),
  category_slug: z.string(),
  category_prefix: z.string(),
  is_discontinued: z.number(),
  published: z.number(),
  is_autoship_allowed: z.number(),
});

const ItemRow = z.object({
  id: z.number(),
  part_number: z.string(),
  name: z.string(),
  price: z.number(),
  strike: z.number().nullable(),
  autoship: z.number().nullable(),
  inventory: z.number(),
  discontinued: z.number(),
});

export interface ProductDetail {
  id: string;
  partNumber: string;
  name: string;
  slug: string;
  description: string;
  image: string;
  rating: number;
  ratingCount: number;
  brand: { name: string; slug: string; categoryId: string | null };
  category: { id: string; name: string; slug: string; catalogPrefix: string };
  availability: "in-stock" | "out-of-stock" | "discontinued";
  items: { id: string; partNumber: string; name: string; price: number; strikePrice: number | null; autoshipPrice: number | null; inStock: boolean }[];
}

/** A published product with its published items in the market's currency, or null. */
export async function loadProduct(db: D1Database, market: MarketConfig, id: number): Promise<ProductDetail | null> {
  const money = market.currency === "CAD" ? "cad" : "usd";
  const [productResult, itemsResult] = await db.batch([
    db
      .prepare(
        `SELECT p.id, p.part_number, p.name, p.slug, p.description, p.image, p.rating, p.rating_count,
                b.name AS brand_name, b.category_id AS brand_category_id, b.slug AS brand_slug,
                c.id AS category_id, c.name AS category_name, c.slug AS category_slug, c.catalog_prefix AS category_prefix,
                p.is_discontinued, p.published, p.is_autoship_allowed
           FROM products p JOIN brands b ON b.id = p.brand_id JOIN categories c ON c.id = p.primary_category_id
          WHERE p.id = ?1`,
      )
      .bind(id),
    db
      .prepare(
        `SELECT id, part_number, name, price_${money} AS price, strike_${money} AS strike, autoship_${money} AS autoship,
                inventory, discontinued
           FROM items WHERE product_id = ?1 AND published = 1 ORDER BY option_order, id`,
      )
      .bind(id),
  ]);
  const row = productResult.results[0];
  if (!row) return null;
  const product = ProductRow.parse(row);
  if (product.published !== 1) return null;
  const items = z.array(ItemRow).parse(itemsResult.results);
  const anyInStock = items.some((item) => item.inventory > 0 && item.discontinued === 0);
  return {
    id: String(product.id),
    partNumber: product.part_number,
    name: product.name,
    slug: product.slug,
    description: product.description,
    image: product.image,
    rating: product.rating,
    ratingCount: product.rating_count,
    brand: { name: product.brand_name, slug: product.brand_slug, categoryId: product.brand_category_id === null ? null : String(product.brand_category_id) },
    category: { id: String(product.category_id), name: product.category_name, slug: product.category_slug, catalogPrefix: product.category_prefix },
    availability: product.is_discontinued === 1 ? "discontinued" : anyInStock ? "in-stock" : "out-of-stock",
    items: items.map((item) => {
      const price = centsToAmount(item.price) ?? 0;
      return {
        id: String(item.id),
        partNumber: item.part_number,
        name: item.name,
        price,
        strikePrice: validatedStrikePrice(market, centsToAmount(item.strike), price),
        autoshipPrice: product.is_autoship_allowed === 1 ? centsToAmount(item.autoship) : null,
        inStock: item.inventory > 0 && item.discontinued === 0,
      };
    }),
  };
}
