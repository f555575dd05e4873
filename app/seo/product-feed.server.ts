// The product feed's reading of the catalogue (app/routes/product-feed.ts): one file's block of
// published products in id order, a page at a time, each as the product page reads it
// (app/product/product.server.ts), streamed as the feed's XML (./product-feed.ts) so a file is never
// held at once by its render.
import type { ProductDetail } from "#app/product/product.server.ts";
import { loadProductsAfter } from "#app/product/product.server.ts";
import { FEED_TAIL, feedEntries, feedHead, feedItemXml, type ProductFeedFile } from "./product-feed";
import { productIdsOfBlock } from "./sitemap";
import type { CatalogueDb } from "#app/catalogue/d1.server.ts";

/** Products read per D1 round trip: a few hundred keeps each batch's rows and the chunk small. */
const PRODUCTS_PER_READ = 250;

const pageAfter = (db: CatalogueDb, { market, block }: ProductFeedFile, afterId: number) =>
  loadProductsAfter(db, market, { afterId, lastId: productIdsOfBlock(block).last }, PRODUCTS_PER_READ);

/**
 * The file's first page, read before the response starts so a failing catalogue still gets its
 * error status, and a block with no product its 404.
 */
export function firstFeedPage(db: CatalogueDb, file: ProductFeedFile): Promise<ProductDetail[]> {
  return pageAfter(db, file, productIdsOfBlock(file.block).first - 1);
}

/** One feed file as a stream: the head, its products' items page by page, the tail. */
export function productFeedStream(db: CatalogueDb, file: ProductFeedFile, origin: string, first: ProductDetail[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const xmlOf = (products: ProductDetail[]) => products.flatMap((product) => feedEntries(product, file.market, origin).map(feedItemXml)).join("");
  let page = first;
  let started = false;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!started) {
        started = true;
        controller.enqueue(encoder.encode(feedHead(file.market, origin) + xmlOf(page)));
        return;
      }
      if (page.length < PRODUCTS_PER_READ) {
        controller.enqueue(encoder.encode(FEED_TAIL));
        controller.close();
        return;
      }
      page = await pageAfter(db, file, Number(page.at(-1)!.id));
      controller.enqueue(encoder.encode(xmlOf(page)));
    },
  });
}
