import { createContext, useContext } from "react";
import type { CardView } from "../view";

/** The overlays a card opens over the list: its options (spec §4 open/closed; §2 the multi-option selector sheet), or Shop Similar (spec §8). */
export type CardOverlay = "options" | "similar";

/**
 * Opens an overlay for a card. Null where there is none (the server, a page without one): the
 * card's link then goes to the product page (its options, its similar items), as without JavaScript.
 */
export const OpenOverlayContext = createContext<((card: CardView, overlay: CardOverlay) => void) | null>(null);

export const useOpenOverlay = () => useContext(OpenOverlayContext);
