import { useMemo, useState } from "react";
import { useQuery } from "urql";
import { useTranslation } from "#app/markets/use-market.ts";
import { addResources } from "#app/i18n/translator.ts";
import copy from "#locales/en-US/shop-similar.json";
import { ModalSheet } from "#app/ui/modal-sheet.tsx";
import { ProductShelf } from "#app/content/components/zone-components.tsx";
import { useRouteLoaderData } from "@remix-run/react";
import { WIDGET_TIMEOUTS_MS } from "#app/graphql/clients/widget-client.ts";
import type { LayoutData } from "#app/layout/load-layout.server.ts";
import type { CardView } from "#app/listing/view.ts";
import { STOCK_LABELS, STOCK_MESSAGES } from "#app/catalogue/stock.ts";
import { CAROUSEL_QUERY, CarouselAnswer } from "../carousel-query";
import { WidgetClientProvider } from "./widget-client-context";
import { useBrowserWidgetClient, useCarouselRaceLost } from "./browser-widget-client";

addResources("en-US", "listing", copy);

/** What the overlay shows: spec §8's messages for a failure and for nothing found. */
type SimilarState = "loading" | "error" | "none" | "products";

/**
 * Shop Similar (spec §8; the explore shelf): an out-of-stock card's visually similar products from
 * the widget service, asked by the browser's urql client (the listing's 1700 ms, raced against
 * 2000 ms). A failure says 'We're sorry, we ran into an error' with Refresh; nothing found says
 * 'We're sorry, we couldn't fetch a similar item.' with Please try again; both offer Keep Shopping.
 */
export default function ShopSimilar({ card, onClose }: { card: CardView; onClose: () => void }) {
  const { t } = useTranslation("listing");
  const environment = useRouteLoaderData<LayoutData>("root")?.app.environment ?? "prd";
  const client = useBrowserWidgetClient(environment, WIDGET_TIMEOUTS_MS.listingBrowser);
  return (
    <WidgetClientProvider client={client}>
      <ModalSheet title={t("similar.title")} onClose={onClose} closeLabel={t("similar.close")} className="similar-sheet">
        <SimilarItems card={card} onClose={onClose} />
      </ModalSheet>
    </WidgetClientProvider>
  );
}

function SimilarItems({ card, onClose }: { card: CardView; onClose: () => void }) {
  const { t } = useTranslation("listing");
  const [attempt, setAttempt] = useState(0);
  const variables = useMemo(
    () => ({ carouselId: "visually-similar", items: [{ partNumber: card.partNumber, quantity: 1, refetch: attempt > 0 }] }),
    [card.partNumber, attempt],
  );
  const [{ data, error, fetching }] = useQuery({ query: CAROUSEL_QUERY, variables, requestPolicy: attempt > 0 ? "network-only" : "cache-first" });
  const late = useCarouselRaceLost(variables);
  const answer = CarouselAnswer.safeParse(data);
  const state: SimilarState = fetching
    ? late
      ? "error"
      : "loading"
    : error || !answer.success || answer.data.carousel.reason === "error"
      ? "error"
      : answer.data.carousel.products.length
        ? "products"
        : "none";
  const retry = () => setAttempt((n) => n + 1);
  return (
    <div className="similar" data-state={state}>
      {/* The card's stock state in the product page's words: back in stock is promised only for what is temporarily out. */}
      {card.badges.includes("discontinued") ? (
        <p className="similar__stock">
          <strong>{STOCK_LABELS.discontinued}</strong> {STOCK_MESSAGES.discontinued}
        </p>
      ) : (
        <p className="similar__stock">{t("similar.outOfStock", { itemName: card.name })}</p>
      )}
      {state === "loading" ? (
        <p className="similar__loading" role="status">
          {t("similar.loading")}
        </p>
      ) : state === "products" && answer.success ? (
        <ProductShelf title={answer.data.carousel.title ?? t("similar.title")} products={answer.data.carousel.products} headingLevel={3} />
      ) : (
        <div className="similar__problem" role="alert">
          {state === "error" ? (
            <>
              <p className="similar__message">{t("similar.error")}</p>
              <p>{t("similar.retryHint")}</p>
            </>
          ) : (
            <p className="similar__message">{t("similar.noItem")}</p>
          )}
          <p className="similar__actions">
            <button type="button" className="button" onClick={retry}>
              {t(state === "error" ? "similar.refresh" : "similar.tryAgain")}
            </button>
            <button type="button" className="button button--secondary" onClick={onClose}>
              {t("similar.keepShopping")}
            </button>
          </p>
        </div>
      )}
    </div>
  );
}
