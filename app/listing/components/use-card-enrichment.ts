import { startTransition, useEffect, useMemo, useRef, useState } from "react";
import { useMarket } from "#app/markets/use-market.ts";
import { formatPrice } from "#app/pricing/format.ts";
import type { CardView } from "../view";

/**
 * The cards with what the catalogue says now (../enrich-cards.ts, loaded after hydration): each
 * card is asked about once per page view; until the answer comes, and if it fails, the cards are
 * shown as rendered.
 */
export function useCardEnrichment(cards: CardView[], pageViewKey: string, { legacyEnrichment }: { legacyEnrichment: boolean }): CardView[] {
  const market = useMarket();
  const [changes, setChanges] = useState<ReadonlyMap<string, CardView | null>>(() => new Map());
  const asked = useRef(new Set<string>());
  useEffect(() => {
    // A new page view (navigation, back) asks again: the cards may have changed meanwhile.
    // Nothing to drop on the first view: the same state lets React skip a render of the whole grid
    // while lazy islands below may still be hydrating (error 421, as personal-context.tsx explains).
    asked.current = new Set();
    setChanges((current) => (current.size ? new Map() : current));
  }, [pageViewKey]);
  useEffect(() => {
    const fresh = cards.filter((card) => !asked.current.has(card.id));
    if (!fresh.length) return;
    for (const card of fresh) asked.current.add(card.id);
    const controller = new AbortController();
    let answered = false;
    import("../enrich-cards")
      .then(({ enrichCards }) => enrichCards(fresh, market, controller.signal, { legacyEnrichment, priceText: (amount) => formatPrice(amount, { market }) }))
      .then((found) => {
        answered = true;
        // A transition: the cards wait for an island below still hydrating instead of dropping its HTML.
        if (found.size) startTransition(() => setChanges((current) => new Map([...current, ...found])));
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted) console.error("card enrichment failed", error);
      });
    return () => {
      controller.abort();
      // Cut short (more cards came, e.g. Load More): those cards are asked about again with them.
      if (!answered) for (const card of fresh) asked.current.delete(card.id);
    };
  }, [cards, market, pageViewKey, legacyEnrichment]);
  return useMemo(() => {
    if (!changes.size) return cards;
    return cards.flatMap((card) => {
      const change = changes.get(card.id);
      return change === undefined ? [card] : change === null ? [] : [change];
    });
  }, [cards, changes]);
}
