import { useMemo, type ReactNode } from "react";
import { useTranslation } from "#app/markets/use-market.ts";
import { listIdFor } from "#app/analytics/listing-ids.ts";
import { CardAddToCartForm } from "#app/cart/components/card-add-to-cart.tsx";
import { Zone19Tile, type ZonesSource } from "#app/content/components/content-islands.tsx";
import { island } from "#app/ui/island.tsx";
import { gridTiles } from "../grid-tiles";
import type { CardView, ListingView } from "../view";
import { OpenOverlayContext, type CardOverlay } from "./options-overlay-context";
import { ProductCard } from "./product-card";
import type { ShownCards } from "./use-shown-cards";

// The educational tile shows on some listings' first pages only: its code and words load where it is.
const EducationalTile = island(() => import("./educational-tile").then((m) => m.EducationalTile), ".card--educational");

/** The tiles before the banners' row in the page's order: a desktop's first row. */
const BANNERS_AFTER = 4;

type ProductSelect = Parameters<typeof ProductCard>[0]["onSelect"];

/** The results grid: the products with, on the first page, the ads, the educational tile and zone 19; placeholders while Load More fetches. */
export function ProductGrid({
  view,
  cards,
  zoneSource,
  openOverlay,
  onProductSelect,
  banners,
}: {
  view: ListingView;
  cards: ShownCards;
  zoneSource: ZonesSource;
  openOverlay: (card: CardView, kind: CardOverlay) => void;
  onProductSelect?: ProductSelect;
  /** the welcome box and the merchandising zones: a full-width row after the first row of tiles */
  banners?: ReactNode;
}) {
  const { t } = useTranslation("listing");
  const list = useMemo(() => ({ view, id: listIdFor(view) }), [view]);
  const { shown, placeholders, pageViewKey } = cards;
  // Ads, the widget and zone 19 belong to the first page; a list grown from it by Load More keeps them where they were.
  const first = shown.first;
  const tiles = gridTiles({
    products: shown.cards,
    from: shown.from,
    ads: first?.ads.map((card) => ({ ...card.ad!, card })),
    educationalSlot: first?.educational?.slot,
    standardCardSlot: first?.zone19?.slot,
    placeholders,
  });
  // In the page's order after the first four tiles (a desktop's first row); CSS puts the row below the
  // first row of any width's grid (app/styles/app.css), so nothing pushes the first products down.
  const bannerRow = banners ? (
    <li key="banners" className="product-grid__banners">
      {banners}
    </li>
  ) : null;
  return (
    <>
      {/* The cards' names are h3: on a phone the filter panel's h2 is hidden, so the grid has its own. */}
      <h2 className="visually-hidden">{t("results.heading")}</h2>
      <OpenOverlayContext.Provider value={openOverlay}>
        <CardAddToCartForm list={list.id}>
          <ol className="product-grid" role="list" aria-busy={placeholders > 0 || undefined}>
            {tiles.map((tile, index) => [
              index === BANNERS_AFTER ? bannerRow : null,
              tile.kind === "product" ? (
                <li key={tile.product.id}>
                  <ProductCard
                    card={tile.product}
                    position={tile.position}
                    list={list}
                    pageViewKey={pageViewKey}
                    onSelect={onProductSelect}
                    flags={view.flags}
                  />
                </li>
              ) : tile.kind === "ad" ? (
                <li key={`ad-${tile.ad.card.id}`}>
                  <ProductCard card={tile.ad.card} position={tile.ad.adPlacement! + 1} pageViewKey={pageViewKey} flags={view.flags} />
                </li>
              ) : tile.kind === "standard-card" ? (
                <Zone19Tile key="zone19" source={zoneSource} />
              ) : tile.kind === "educational-placeholder" ? (
                <EducationalTile key="educational" widget={first!.educational!} />
              ) : (
                <li key={`placeholder-${tile.key}`} className="card card--placeholder" aria-hidden="true" />
              ),
            ])}
            {tiles.length > BANNERS_AFTER ? null : bannerRow}
          </ol>
        </CardAddToCartForm>
      </OpenOverlayContext.Provider>
    </>
  );
}
