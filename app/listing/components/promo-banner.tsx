import { Link } from "@remix-run/react";
import { useMemo, useRef } from "react";
import { useTranslation } from "#app/i18n/use-translation.ts";
import { useAnalyticsEffect } from "#app/analytics/analytics-provider.tsx";
import { welcomeOfferPromotion } from "#app/analytics/listing-ids.ts";
import { useMarket, useMarketPath } from "#app/markets/use-market.ts";
import { TODAYS_DEALS_PATH } from "#app/listing/url.ts";

/** Today's deals (catalogue category 2723, spec §2 deals prefix): where the welcome offer leads. */


/** The market's welcome offer above the grid, reported as a promotion (Promotion Viewed / Clicked). */
export function PromoBanner({ pageViewKey }: { pageViewKey: string }) {
  const { t } = useTranslation(["common", "listing"]);
  const market = useMarket();
  const marketPath = useMarketPath();
  const ref = useRef<HTMLElement>(null);
  const promotion = useMemo(() => welcomeOfferPromotion(market), [market]);
  // Once per page view: a new listing page (sort, filter, paging) shows the banner again.
  useAnalyticsEffect((analytics) => (ref.current ? analytics.trackPromotion(ref.current, promotion) : undefined), [promotion, pageViewKey]);
  return (
    <aside ref={ref} className="promo-banner" aria-label={t("listing:promo.label")} data-promotion-id={promotion.promotion_id}>
      <p>
        {t("common:welcomeOffer")} <Link to={marketPath(TODAYS_DEALS_PATH)}>{t("listing:promo.shopDeals")}</Link>
      </p>
    </aside>
  );
}
