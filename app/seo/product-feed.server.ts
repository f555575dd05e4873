// The product feed's reading of the catalogue (app/routes/product-feed.ts): the published products
// in id order, a page at a time, each as the product page reads it (app/product/product.server.ts),
// streamed as the feed's XML (./product-feed.ts) so a catalogue of any size is never held at once.
import type { MarketConfig } from "#app/markets/config.ts";
import { loadProductsAfter } from "#app/product/product.server.ts";
import type { ProductDetail } from "#app/product/product.server.ts";
import { FEED_TAIL, feedEntries, feedHead, feedItemXml } from "./product-feed";

/** Products read per D1 round trip: a few hundred keeps each batch's rows and the chunk small. */
const PRODUCTS_PER_READ = 250;

/** The first page, read before the response starts so a failing catalogue still gets its error status. */
export function firstFeedPage(db: D1Database, market: MarketConfig): Promise<ProductDetail[]> {
  return loadProductsAfter(db, market, 0, PRODUCTS_PER_READ);
}

/** The whole feed as a stream: the head, every product's items page by page, the tail. */
export function productFeedStream(db: D1Database, market: MarketConfig, origin: string, first: ProductDetail[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const xmlOf = (products: ProductDetail[]) => products.flatMap((product) => feedEntries(product, market, origin).map(feedItemXml)).join("");
  let page = first;
  let started = false;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!started) {
        started = true;
        controller.enqueue(encoder.encode(feedHead(market, origin) + xmlOf(page)));
        return;
      }
      if (page.length < PRODUCTS_PER_READ) {
        controller.enqueue(encoder.encode(FEED_TAIL));
        controller.close();
        return;
      }
      page = await loadProductsAfter(db, market, Number(page.at(-1)!.id), PRODUCTS_PER_READ);
      controller.enqueue(encoder.encode(xmlOf(page)));
    },
  });
}
