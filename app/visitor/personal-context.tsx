import { createContext, startTransition, useContext, useEffect, useState, type ReactNode } from "react";
import { CART_UPDATED_EVENT } from "#app/cart/use-cart-fetcher.ts";
import { NEUTRAL_PERSONAL, PERSONAL_ISLAND_ID, parsePersonal, serializePersonal, type PersonalState } from "./personal";

const PersonalContext = createContext<PersonalState>(NEUTRAL_PERSONAL);

/** This visitor's state: on the server what the Worker decided to render, in the browser the island. */
export const usePersonal = () => useContext(PersonalContext);

/** The server's provider: a fixed value for one render. */
export const ServerPersonalProvider = PersonalContext.Provider;

/** The state the page was sent with, read once before hydration. */
export function readPersonalIsland(doc: Document): PersonalState {
  return parsePersonal(doc.getElementById(PERSONAL_ISLAND_ID)?.textContent);
}

/** The browser's provider: starts from the island and follows the cart as it changes. */
export function BrowserPersonalProvider({ initial, children }: { initial: PersonalState; children: ReactNode }) {
  const [state, setState] = useState(initial);
  useEffect(() => {
    const onCartUpdated = (event: Event) => {
      const count = (event as CustomEvent<{ count?: unknown }>).detail?.count;
      // A transition: an island below whose code is still loading keeps its server HTML and the count
      // waits for it; an urgent update would make React drop that HTML and render it anew (error 421).
      if (typeof count === "number") startTransition(() => setState((s) => (s.cartCount === count ? s : { ...s, cartCount: count })));
    };
    window.addEventListener(CART_UPDATED_EVENT, onCartUpdated);
    return () => window.removeEventListener(CART_UPDATED_EVENT, onCartUpdated);
  }, []);
  return <PersonalContext.Provider value={state}>{children}</PersonalContext.Provider>;
}

/** The island itself (data, not a script to run: it needs no nonce). */
export function PersonalIsland() {
  const state = usePersonal();
  return <script type="application/json" id={PERSONAL_ISLAND_ID} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: serializePersonal(state) }} />;
}
