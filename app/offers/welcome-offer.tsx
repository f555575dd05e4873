import { useMarket } from "#app/markets/use-market.ts";
import { usePersonal } from "#app/visitor/personal-context.tsx";
import { welcomeLine } from "./offers";

/**
 * spec §9 the new-customer welcome offer in the offers table's words; nothing at all for an existing
 * customer (spec §6). The class is the personal state's: on the server the class the page is
 * rendered for (in the edge cache key), in the browser the island, so a client-side navigation shows
 * what the server did. `withShipping` false where the page states free shipping itself (the cart).
 */
export function WelcomeOffer({ withShipping = true }: { withShipping?: boolean }) {
  const line = welcomeLine(useMarket(), usePersonal().hasPurchased, withShipping);
  if (!line) return null;
  return (
    <p className="welcome-offer" data-testid="welcome-offer">
      {line}
    </p>
  );
}
