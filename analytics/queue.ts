// spec §4: until the collector is ready, events are queued; when ready the queue is flushed in order and
// emptied. After that, items go straight to the consumer.

export interface ReadyQueue<T> {
  push(item: T): void;
  /** Switch to the consumer and drain everything queued so far, oldest first. */
  ready(consumer: (item: T) => void): void;
  /** The consumer will never come (collector failed to load): drop the queue and whatever follows,
   *  so a long visit does not grow memory for events that cannot be delivered. */
  discard(): void;
  readonly size: number;
  readonly isReady: boolean;
}

export function createReadyQueue<T>(): ReadyQueue<T> {
  let items: T[] = [];
  let consumer: ((item: T) => void) | undefined;
  let discarded = false;
  return {
    push(item) {
      if (consumer) consumer(item);
      else if (!discarded) items.push(item);
    },
    discard() {
      discarded = true;
      items = [];
    },
    ready(next) {
      // Take the list before draining: a consumer that pushes again must not reorder or loop.
      const drained = items;
      items = [];
      for (const item of drained) next(item);
      // Items pushed during the drain went to `items` (consumer still unset); keep draining until quiet.
      while (items.length) {
        const more = items;
        items = [];
        for (const item of more) next(item);
      }
      consumer = next;
    },
    get size() {
      return items.length;
    },
    get isReady() {
      return consumer !== undefined;
    },
  };
}
