import { createContext, useContext } from "react";
import type { CardView } from "../view";

/**
 * Opens the options overlay (spec §4: open or closed; §2 the multi-option selector sheet) for a
 * card whose call to action is Choose Options. Null where there is no overlay (the server, a page
 * without one): the card's link then goes to the product page's options, as without JavaScript.
 */
export const OpenOptionsContext = createContext<((card: CardView) => void) | null>(null);

export const useOpenOptions = () => useContext(OpenOptionsContext);
