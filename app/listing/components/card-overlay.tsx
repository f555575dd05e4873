import { lazy, Suspense } from "react";
import type { CardView } from "../view";
import type { CardOverlay as CardOverlayKind } from "./options-overlay-context";

// Opened by a card's Choose Options: its code loads on first use.
const OptionsOverlay = lazy(() => import("./options-overlay"));
// Shop Similar (spec §8): opened by an out-of-stock card; its code and the widget client load on first use.
const ShopSimilar = lazy(() => import("#app/widgets/components/shop-similar.tsx"));

/** The overlay a card opened, if any. */
export interface OpenCardOverlay {
  card: CardView;
  kind: CardOverlayKind;
}

/** A card's overlay (Choose Options or Shop Similar), its code loaded when it first opens. */
export function CardOverlay({ overlay, onClose }: { overlay: OpenCardOverlay | null; onClose: () => void }) {
  if (!overlay) return null;
  return (
    <Suspense fallback={null}>
      {overlay.kind === "options" ? <OptionsOverlay card={overlay.card} onClose={onClose} /> : <ShopSimilar card={overlay.card} onClose={onClose} />}
    </Suspense>
  );
}
