import { IMPRESSION_BATCH_SIZE } from "./constants";

// spec §7/§9: product impressions are sent in batches of 4 products. Batches are kept per list so one
// Product List Viewed event never mixes products of two lists (a listing page and a carousel below it).

export interface ImpressionBatcher<P> {
  add(listId: string, product: P): void;
  /** Sends whatever is pending (fewer than 4 per list), e.g. on page hide or route change. */
  flush(): void;
  readonly pending: number;
}

export function createImpressionBatcher<P>(emit: (listId: string, products: P[]) => void, size: number = IMPRESSION_BATCH_SIZE): ImpressionBatcher<P> {
  const buffers = new Map<string, P[]>();
  return {
    add(listId, product) {
      const buffer = buffers.get(listId) ?? [];
      buffer.push(product);
      if (buffer.length >= size) {
        buffers.delete(listId);
        emit(listId, buffer);
      } else {
        buffers.set(listId, buffer);
      }
    },
    flush() {
      const all = [...buffers];
      buffers.clear();
      for (const [listId, products] of all) emit(listId, products);
    },
    get pending() {
      let n = 0;
      for (const b of buffers.values()) n += b.length;
      return n;
    },
  };
}
