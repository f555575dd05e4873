import { useRef } from "react";
import { useTranslation } from "#app/markets/use-market.ts";
import { useAnalyticsEffect } from "#app/analytics/analytics-provider.tsx";
import type { CardFlags, CardView, ListingView } from "../view";
import { CardAddButton } from "#app/cart/components/card-add-to-cart.tsx";
import { brandAtStartOfName, ctaForVisitor } from "#app/catalogue/product-rules.ts";
import { usePersonal } from "#app/visitor/personal-context.tsx";
import { RatingStars } from "./rating-stars";
import { PriceLines } from "#app/pricing/components/price-lines.tsx";
import { STOCK_LABELS } from "#app/catalogue/stock.ts";
import { useOpenOverlay, type CardOverlay } from "./options-overlay-context";
import { isPlainLeftClick } from "#app/ui/followed-link.ts";
import { cardImageSources } from "#app/images/card-image.ts";

export function ProductCard({
  card,
  position,
  list,
  pageViewKey,
  onSelect,
  flags,
}: {
  card: CardView;
  /** the flags a card follows (view.ts CardFlags) */
  flags: CardFlags;
  position: number;
  /** The listing the card is shown in and its list id, for analytics (impressions, clicks). */
  list?: { view: ListingView; id: string };
  /** Changes with every page view, so a card still on screen after a sort is seen again. */
  pageViewKey?: string;
  onSelect?: (card: CardView, position: number) => void;
}) {
  const { t } = useTranslation("listing");
  const ref = useRef<HTMLElement>(null);
  // Impression when half the card is visible (batched by 4), Product Clicked from its link. The
  // analytics product is made in the effect: the server never runs it, the browser once per view.
  useAnalyticsEffect(
    (analytics) =>
      ref.current && list
        ? analytics.trackProductCard(
            ref.current,
            analytics.listing.productFor(card, position, list.view.pagination.page),
            analytics.listing.listFor(list.view, list.id),
          )
        : undefined,
    [card, position, list, pageViewKey],
  );
  // A sponsored tile's impression tracker, once it has been seen (spec §3; the click's is below).
  useAnalyticsEffect((analytics) => (ref.current && card.ad ? analytics.trackAd(ref.current, card.ad) : undefined), [card.ad, pageViewKey]);
  const adClicked = useRef(false);
  const brandInName = brandAtStartOfName(card);
  return (
    <article
      ref={ref}
      className={card.ad ? "card card--ad" : "card"}
      data-part-number={card.ad ? undefined : card.partNumber}
      data-position={card.ad ? undefined : position}
    >
      <img className="card__image" {...cardImageSources(card.image)} alt="" width={200} height={200} loading={position > 8 ? "lazy" : undefined} />
      {card.badges.length ? (
        <p className="card__badges">
          {card.badges.map((badge) => (
            <span key={badge} className={badge in STOCK_LABELS ? "badge badge--muted" : "badge"}>
              {badge in STOCK_LABELS ? STOCK_LABELS[badge as keyof typeof STOCK_LABELS] : t(`card.${badge}`)}
            </span>
          ))}
        </p>
      ) : null}
      {card.ad ? <p className="card__sponsored">{t("card.sponsored")}</p> : null}
      {/* The brand once: a name that starts with it shows that part as the brand line (issue #26). */}
      {brandInName ? null : <p className="card__brand">{card.brand}</p>}
      <h3 className="card__name">
        <a
          href={card.href}
          rel={card.ad ? "sponsored" : undefined}
          onClick={() => {
            // A sponsored tile's click tracker (spec §3), once; keepalive: the page is being left.
            if (card.ad?.clickTracker && !adClicked.current) {
              adClicked.current = true;
              void fetch(card.ad.clickTracker, { mode: "no-cors", keepalive: true }).catch(() => undefined);
            }
            onSelect?.(card, position);
          }}
        >
          {brandInName ? (
            <>
              <span className="card__brand">{brandInName.brand}</span> {brandInName.rest}
            </>
          ) : (
            card.name
          )}
        </a>
      </h3>
      <RatingStars rating={card.rating} count={card.ratingCount} />
      <PriceLines view={card} />
      {/* spec §9 '+N Deal(s)': the promotions beyond the one the card names */}
      {card.moreDeals ? <p className="card__deals">{t("card.deals", { count: card.moreDeals })}</p> : null}
      {card.optionsMessage ? (
        <p className="card__choices">{t("card.options", { options: card.optionsMessage })}</p>
      ) : card.hasMoreChoices ? (
        <p className="card__choices">{t("card.moreChoices")}</p>
      ) : null}
      <CardAction card={card} flags={flags} />
    </article>
  );
}

/** spec §4 call-to-action type: Add to Cart (in stock), Choose Options / Personalize (to the product page's options), or none. */
function CardAction({ card, flags }: { card: CardView; flags: CardFlags }) {
  const { t } = useTranslation("listing");
  const { hasPurchased } = usePersonal();
  const cta = ctaForVisitor(card.cta, { isNewUser: !hasPurchased, hasGroupAssignment: flags.newUserCta });
  const openOverlay = useOpenOverlay();
  if (cta === "add-to-cart" && card.itemId) {
    return <CardAddButton itemId={card.itemId} />;
  }
  if (cta === "none") return null;
  // Nothing in stock: Shop Similar (spec §8; the visually-similar button, flag visuallySimilar)
  // offers products like it. When only the card's own (cheapest) item is out, the product page has the others.
  if (!card.inStock && !flags.visuallySimilar) return null;
  const overlay: CardOverlay | null = !card.inStock ? "similar" : cta === "choose-options" ? "options" : null;
  return (
    <p className="card__add">
      <a
        className={overlay === "similar" ? "card__similar-link" : "card__option-link"}
        href={`${card.href}${overlay === "similar" ? "#similar-items" : "#options"}`}
        onClick={(event) => {
          // Choose Options and Shop Similar open over the list; Personalize, a modified click (new
          // tab) and a page without JavaScript go to the product page.
          if (!overlay || !openOverlay || !isPlainLeftClick(event)) return;
          event.preventDefault();
          openOverlay(card, overlay);
        }}
      >
        {t(overlay === "similar" ? "card.shopSimilar" : cta === "personalize" ? "card.personalize" : "card.chooseOptions")}
        <span className="visually-hidden">: {card.name}</span>
      </a>
    </p>
  );
}
