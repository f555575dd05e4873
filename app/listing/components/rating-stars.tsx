import { useTranslation } from "#app/i18n/use-translation.ts";

export const BEST_RATING = 5;

export function RatingStars({ rating, count }: { rating: number; count: number }) {
  const { t } = useTranslation("listing");
  const pct = Math.max(0, Math.min(1, rating / BEST_RATING)) * 100;
  // aria-label is prohibited on a plain <p> (axe: aria-prohibited-attr): role="img" makes the
  // stars one labelled graphic, read as the sentence instead of the glyphs and the bare count.
  return (
    <p className="stars" role="img" aria-label={t("card.ratingLabel", { rating: rating.toFixed(1), count })}>
      <span className="stars__glyphs" aria-hidden="true">
        ★★★★★<span className="stars__fill" style={{ width: `${Math.round(pct * 10) / 10}%` }}>★★★★★</span>
      </span>
      <span aria-hidden="true">{count.toLocaleString("en-US")}</span>
    </p>
  );
}
