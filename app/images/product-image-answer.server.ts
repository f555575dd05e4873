// The Worker's answer for a product picture's address (docs/decisions/0060): the address checked,
// the product's facts read from D1, the picture drawn and encoded, the bytes kept at the edge for
// good. Every way a request can be wrong (an address we don't draw, a product we don't have, an
// address of an older version) is a 404, never a 500.

import { z } from "zod";
import { cacheHeaders } from "#app/http/cache-policy.ts";
import { encodeJpeg } from "./jpeg-baseline";
import { drawProduct, type ProductImageFacts } from "./product-drawing";
import {
  PRODUCT_IMAGE_VIEWS,
  PRODUCT_IMAGE_WIDTHS,
  imageKindOf,
  matchProductImagePath,
  productImageVersion,
  type ProductImageAddress,
  type ProductImageWidth,
} from "./product-image-url";
import { encodeWebpLossless } from "./webp-lossless";
import type { CatalogueDb } from "#app/catalogue/d1.server.ts";

const CONTENT_TYPES = { webp: "image/webp", jpg: "image/jpeg" } as const;

const Address = z.object({
  catalogEntryId: z.coerce.number().int().positive().max(2_147_483_647),
  version: z.string().regex(/^[0-9a-z]{1,7}$/),
  view: z.enum(PRODUCT_IMAGE_VIEWS),
  width: z.coerce
    .number()
    .int()
    .refine((width): width is ProductImageWidth => (PRODUCT_IMAGE_WIDTHS as readonly number[]).includes(width)),
  format: z.enum(["webp", "jpg"]),
});

/** The address a path names, or null when it is not the address of a picture we draw. */
export function parseProductImagePath(pathname: string): ProductImageAddress | null {
  const parts = matchProductImagePath(pathname);
  const parsed = parts && Address.safeParse(parts);
  return parsed?.success ? (parsed.data as ProductImageAddress) : null;
}

interface FactsRow {
  name: string;
  brand: string;
  image: string;
  size: string | null;
}

/** The facts a product's pictures are drawn from, or null when there is no such product. */
async function productImageFacts(db: CatalogueDb, catalogEntryId: number): Promise<(ProductImageFacts & { image: string }) | null> {
  const row = await db
    .prepare(
      `SELECT p.name, b.name AS brand, p.image,
              (SELECT i.size FROM items i WHERE i.product_id = p.id AND i.size IS NOT NULL ORDER BY i.id LIMIT 1) AS size
         FROM products p JOIN brands b ON b.id = p.brand_id WHERE p.id = ?`,
    )
    .bind(catalogEntryId)
    .first<FactsRow>();
  return row && { id: catalogEntryId, name: row.name, brand: row.brand, kind: imageKindOf(row.image), image: row.image, size: row.size };
}

/** The encoded picture of an address for these facts (pure; what the tests compare byte for byte). */
export function renderProductImage(facts: ProductImageFacts, address: Pick<ProductImageAddress, "view" | "width" | "format">): Uint8Array<ArrayBuffer> {
  const picture = drawProduct(facts, address.view, address.width);
  return address.format === "webp" ? encodeWebpLossless(picture) : encodeJpeg(picture, 85);
}

function notFound(): Response {
  // A wrong address stays wrong for a while: browsers and the edge may remember that for a minute.
  return new Response("No such product image.\n", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8", ...cacheHeaders("short") } });
}

export interface ProductImageDeps {
  db: CatalogueDb;
  cache: Cache | null;
  waitUntil(work: Promise<unknown>): void;
  time<T>(name: string, work: () => Promise<T>): Promise<T>;
}

/** The answer for a GET or HEAD of a path under /images/p/. */
export async function answerProductImage(request: Request, pathname: string, deps: ProductImageDeps): Promise<Response> {
  const address = parseProductImagePath(pathname);
  if (!address) return notFound();
  const cacheKey = new Request(new URL(pathname, request.url).toString(), { method: "GET" });
  const kept = await deps.cache?.match(cacheKey).catch(() => undefined);
  if (kept) return request.method === "HEAD" ? new Response(null, { headers: kept.headers }) : kept;
  const facts = await deps.time("d1", () => productImageFacts(deps.db, address.catalogEntryId));
  if (!facts || productImageVersion(facts) !== address.version) return notFound();
  const bytes = await deps.time("draw", async () => renderProductImage(facts, address));
  const headers = { "Content-Type": CONTENT_TYPES[address.format], "Content-Length": String(bytes.length), ...cacheHeaders("immutable") };
  if (deps.cache) deps.waitUntil(deps.cache.put(cacheKey, new Response(bytes, { headers })).catch(() => undefined));
  return new Response(request.method === "HEAD" ? null : bytes, { headers });
}
