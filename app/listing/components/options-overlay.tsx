import { useEffect, useId, useState } from "react";
import { AddToCartForm } from "#app/cart/components/add-to-cart-form.tsx";
import { useMarketPath, useTranslation } from "#app/markets/use-market.ts";
import { addResources } from "#app/i18n/translator.ts";
import overlayCopy from "#locales/en-US/options-overlay.json";
import { PriceLines } from "#app/pricing/components/price-lines.tsx";
import { STOCK_LABELS } from "#app/catalogue/stock.ts";
import { optionGroups, selectedItem } from "#app/product/options.ts";
import type { ProductOptions, ProductSummary } from "#app/product/product-options.ts";
import { ModalSheet } from "#app/ui/modal-sheet.tsx";
import { perfMark } from "#app/perf/perf-marks.ts";
import { FLAGS_QUERY_PARAM } from "#app/features/flag-sources.ts";
import type { CardView } from "../view";

/** The perf-queue event of the first options an overlay loads (one per page view: the queue keeps the first). */
const OPTIONS_PERF_EVENT = "options-overlay";

// The overlay's words come with it (loaded on first use), not with every listing page.
addResources("en-US", "listing", overlayCopy);

type Loaded = { state: "loading" } | { state: "failed" } | { state: "loaded"; options: ProductOptions };

/**
 * The options overlay (issue #9; spec §4 "The options overlay is open or closed", §2 the
 * multi-option selector sheet): a card's Choose Options opens the product's options over the
 * listing, where the shopper picks a size, flavour or colour and adds that item without leaving the
 * list. Loaded only when a shopper first opens it; closed (×, Escape), focus returns to the card's
 * link (ModalSheet). If the options cannot be loaded it says so and links to the product page.
 */
export default function OptionsOverlay({ card, onClose }: { card: CardView; onClose: () => void }) {
  const { t } = useTranslation("listing");
  const marketPath = useMarketPath();
  const ids = useId();
  const [loaded, setLoaded] = useState<Loaded>({ state: "loading" });
  const [chosen, setChosen] = useState<string | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    // spec §4 perf-event queue: how long the shopper waits for the options (real-user monitoring).
    perfMark("start", OPTIONS_PERF_EVENT);
    // Flags forced on the page by query (internal traffic, or outside production) hold for its overlay too.
    const forced = new URLSearchParams(location.search).get(FLAGS_QUERY_PARAM);
    fetch(marketPath(`/plp/api/product-options?id=${encodeURIComponent(card.id)}${forced ? `&${FLAGS_QUERY_PARAM}=${encodeURIComponent(forced)}` : ""}`), {
      signal: controller.signal,
      headers: { accept: "application/json" },
    })
      .then((res) => (res.ok ? (res.json() as Promise<ProductOptions>) : Promise.reject(new Error(`product options answered ${res.status}`))))
      .then((options) => {
        setLoaded({ state: "loaded", options });
        perfMark("stop", OPTIONS_PERF_EVENT);
      })
      .catch((error: unknown) => {
        perfMark("cancel", OPTIONS_PERF_EVENT);
        if (controller.signal.aborted) return;
        console.error("product options could not be loaded", error);
        setLoaded({ state: "failed" });
      });
    return () => controller.abort();
  }, [card.id, marketPath]);
  const options = loaded.state === "loaded" ? loaded.options : undefined;
  // The card's own item first (it is the one the card priced), unless the shopper chose another.
  const item = options
    ? selectedItem(options.items, chosen ?? options.items.find((i) => i.partNumber === card.partNumber)?.id ?? null, (i) => i.priceCents)
    : undefined;
  return (
    <ModalSheet title={t("options.title")} closeLabel={t("options.close")} onClose={onClose} busy={loaded.state === "loading"} className="options-overlay">
      <p className="options-overlay__name">{card.name}</p>
      {options && item ? (
        <>
          {options.summary ? <MiniProductPage summary={options.summary} /> : null}
          <div className="options-overlay__price" aria-live="polite" data-testid="options-price">
            <PriceLines view={item.prices} />
          </div>
          {optionGroups(options.items, item).map((group) => (
            <fieldset key={group.key} className="option-group">
              <legend>{group.name}</legend>
              {group.values.map((value) => (
                <label key={value.value} className="option-radio">
                  <input type="radio" name={`${ids}-${group.key}`} value={value.itemId} checked={value.selected} onChange={() => setChosen(value.itemId)} />
                  {` ${value.value}`}
                  {value.unavailableWith ? <span className="option-chip__note">{` (${value.unavailableWith})`}</span> : null}
                  {!value.unavailableWith && value.stock !== "in-stock" ? <span className="option-chip__note">{` (${STOCK_LABELS[value.stock]})`}</span> : null}
                </label>
              ))}
            </fieldset>
          ))}
          {options.isPrescription ? <p className="stock__note">{t("options.prescription")}</p> : null}
          {item.stock === "in-stock" && options.addable ? (
            <AddToCartForm key={item.id} itemId={item.id} source="plp" className="options-overlay__add" />
          ) : (
            <p className="stock__label" role="status">
              {item.stock === "in-stock" ? t("options.onProductPage") : STOCK_LABELS[item.stock]}
            </p>
          )}
          <p>
            <a href={`${card.href}?item=${encodeURIComponent(item.id)}`}>{t("options.details")}</a>
          </p>
        </>
      ) : loaded.state === "loading" ? (
        <p role="status">{t("options.loading")}</p>
      ) : (
        <p role="alert">
          {t("options.failed")} <a href={card.href}>{t("options.details")}</a>
        </p>
      )}
    </ModalSheet>
  );
}

/** spec §9 miniPdp: the product's picture, brand and the start of its description above its options (the card behind has its rating). */
function MiniProductPage({ summary }: { summary: ProductSummary }) {
  const { t } = useTranslation("listing");
  return (
    <div className="mini-pdp" data-testid="mini-pdp">
      <img className="mini-pdp__image" src={summary.image} alt="" width={120} height={120} />
      <div>
        <p className="mini-pdp__brand">{t("options.byBrand", { brand: summary.brand })}</p>
        <p className="mini-pdp__description">{summary.description}</p>
      </div>
    </div>
  );
}
