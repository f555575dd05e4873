import { formatEnglishNumber } from "#app/i18n/english-numbers.ts";
import type { CSSProperties } from "react";
import { useTranslation } from "#app/markets/use-market.ts";

export function RatingStars({ rating, count }: { rating: number; count: number }) {
  const { t } = useTranslation("listing");
  // A product nobody has reviewed shows no stars at all, rather than five empty ones (issue #9).
  if (!(count > 0)) return null;
  // aria-label is prohibited on a plain <p> (axe: aria-prohibited-attr): role="img" makes the
  // stars one labelled graphic, read as the sentence instead of the glyphs and the bare count.
  // The five stars are drawn by CSS (.stars::before), filled to --rating (0-5, a fifth of the width
  // a star): two elements fewer per card, and the percentage is CSS's sum, not script in every listing.
  const fill = { "--rating": rating } as CSSProperties;
  return (
    <p className="stars" role="img" aria-label={t("card.ratingLabel", { rating: rating.toFixed(1), count })} style={fill}>
      <span aria-hidden="true">{formatEnglishNumber(count)}</span>
    </p>
  );
}
