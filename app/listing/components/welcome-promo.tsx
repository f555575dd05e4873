import { Link } from "@remix-run/react";
import { useMemo, useRef } from "react";
import { addResources } from "#app/i18n/translator.ts";
import { useMarket, useMarketPath, useTranslation } from "#app/markets/use-market.ts";
import promoCopy from "#locales/en-US/welcome-promo.json";
import { useAnalyticsEffect } from "#app/analytics/analytics-provider.tsx";
import { welcomeOfferPromotion } from "#app/analytics/welcome-promotion.ts";
import { TODAYS_DEALS_PATH } from "#app/urls/site-paths.ts";
import { welcomeLine } from "#app/offers/offers.ts";
import { usePersonal } from "#app/visitor/personal-context.tsx";

// Its words come with it (loaded lazily where it shows, ./listing-page.tsx).
addResources("en-US", "listing", promoCopy);

/**
 * The market's welcome offer above the grid (app/offers/offers.ts), reported as a promotion
 * (Promotion Viewed / Clicked); for a new customer only: an existing one gets no box and no promotion.
 */
export function WelcomePromo({ pageViewKey }: { pageViewKey: string }) {
  const { t } = useTranslation("listing");
  const market = useMarket();
  const marketPath = useMarketPath();
  // The personal state's class: the server's render is its cache key's, the browser's the island's.
  const line = welcomeLine(market, usePersonal().hasPurchased);
  const ref = useRef<HTMLElement>(null);
  const promotion = useMemo(() => welcomeOfferPromotion(market), [market]);
  // Once per page view: a new listing page (sort, filter, paging) shows the banner again.
  useAnalyticsEffect((analytics) => (ref.current ? analytics.trackPromotion(ref.current, promotion) : undefined), [promotion, pageViewKey, line]);
  if (!line) return null;
  return (
    <aside ref={ref} className="promo-banner" aria-label={t("promo.label")} data-promotion-id={promotion.promotion_id} data-testid="welcome-offer">
      <p>
        {line} <Link to={marketPath(TODAYS_DEALS_PATH)}>{t("promo.shopDeals")}</Link>
      </p>
    </aside>
  );
}
