// The worker tests' way to pick a product from the seeded catalogue: the first one (by id) a shopper
// can open, that is published with at least one published item, matching a condition on products `p`.

export interface OpenableProduct {
  id: number;
  slug: string;
  name: string;
  part_number: string;
  rating: number;
  rating_count: number;
  /** the brand's name (every seeded product has one) */
  brand: string;
  image: string;
}

export function firstOpenableProduct(db: D1Database, where = "1 = 1"): Promise<OpenableProduct | null> {
  return db
    .prepare(
      `SELECT p.id, p.slug, p.name, p.part_number, p.rating, p.rating_count, b.name AS brand, p.image
         FROM products p JOIN brands b ON b.id = p.brand_id
        WHERE p.published = 1 AND EXISTS (SELECT 1 FROM items i WHERE i.product_id = p.id AND i.published = 1) AND ${where}
        ORDER BY p.id LIMIT 1`,
    )
    .first<OpenableProduct>();
}
