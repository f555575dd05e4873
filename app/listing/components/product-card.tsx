import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { CardView } from "../view";
import { RatingStars } from "./rating-stars";

export function ProductCard({ card, position, onSelect }: { card: CardView; position: number; onSelect?: (card: CardView, position: number) => void }) {
  const { t } = useTranslation("listing");
  return (
    <article className="card" data-part-number={card.partNumber} data-position={position}>
      <img className="card__image" src={card.image} alt="" width={200} height={200} loading={position <= 8 ? "eager" : "lazy"} />
      {card.badges.length ? (
        <p className="card__badges">
          {card.badges.map((badge) => (
            <span key={badge} className={badge === "outOfStock" ? "badge badge--muted" : "badge"}>
              {t(`card.${badge}`)}
            </span>
          ))}
        </p>
      ) : null}
      <p className="card__brand">{card.brand}</p>
      <h3 className="card__name">
        <Link to={card.href} prefetch="intent" onClick={() => onSelect?.(card, position)}>
          {card.name}
        </Link>
      </h3>
      <RatingStars rating={card.rating} count={card.ratingCount} />
      <p className="card__price">
        <span data-testid="price">{card.price}</span>
        {card.strikePrice ? <s className="card__strike">{card.strikePrice}</s> : null}
      </p>
      {card.autoshipPrice ? (
        <p className="card__autoship">
          {card.autoshipPrice} {t("card.autoship")}
        </p>
      ) : null}
      {card.mapMessage ? <p className="card__map">{card.mapMessage}</p> : null}
      {card.hasMoreChoices ? <p className="card__choices">{t("card.moreChoices")}</p> : null}
    </article>
  );
}
