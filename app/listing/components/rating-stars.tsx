import { useTranslation } from "react-i18next";

export const BEST_RATING = 5;

export function RatingStars({ rating, count }: { rating: number; count: number }) {
  const { t } = useTranslation("listing");
  const pct = Math.max(0, Math.min(1, rating / BEST_RATING)) * 100;
  return (
    <p className="stars" aria-label={t("card.ratingLabel", { rating: rating.toFixed(1), count })}>
      <span className="stars__glyphs" aria-hidden="true">
        ★★★★★<span className="stars__fill" style={{ width: `${pct}%` }}>★★★★★</span>
      </span>
      <span aria-hidden="true">{count.toLocaleString("en-US")}</span>
    </p>
  );
}
