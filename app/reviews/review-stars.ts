// How many reviews of a product gave each number of stars, and which review gave which
// (docs/decisions/0058). The catalogue keeps one row of five counts per reviewed product
// (migrations/0009_review_star_counts.sql), not a row per review: the default catalogue's 10,000
// products have ~4 million reviews between them, 100,000 products ~40 million. The counts are the
// facts the card's stars are made of (their sum is the review count, their average the rating); each
// review's own stars, words and date follow from them and the product (./written-review.ts).

import { stableHash } from "#app/images/stable-hash.ts";

/** Reviews giving 1, 2, 3, 4 and 5 stars (index 0 is one star). */
export type StarCounts = readonly [number, number, number, number, number];

export const reviewTotal = (counts: StarCounts) => counts.reduce((sum, n) => sum + n, 0);

/** The rating a product shows: the reviews' average, to one decimal (0 with no reviews). */
export function averageRating(counts: StarCounts): number {
  const total = reviewTotal(counts);
  if (total === 0) return 0;
  const stars = counts.reduce((sum, n, index) => sum + n * (index + 1), 0);
  return Math.round((stars / total) * 10) / 10;
}

/**
 * Star counts for `count` reviews averaging as close to `target` as whole stars allow (the catalogue
 * generator's draw; a single review of a 4.9 product gives 5 stars, so its rating becomes 5.0). The
 * shares follow the shape real review counts have: each star level a fixed factor more (or less)
 * common than the one below, the factor chosen for the average, plus a few per hundred of one-star
 * reviews (by `seed`) on well-rated products; rounded to whole reviews, then single reviews moved a
 * star up or down until the stars add up to exactly `target` x `count`.
 */
export function drawStarCounts(target: number, count: number, seed: string): StarCounts {
  if (!(count > 0)) return [0, 0, 0, 0, 0];
  const sum = Math.min(5 * count, Math.max(count, Math.round(target * count)));
  const mean = sum / count;
  const bump = (stableHash(seed) % 5) / 100;
  const oneStars = mean < 5 - 4 * bump - 0.05 ? bump : 0;
  const shares = (tilt: number) => {
    const weights = [1, 2, 3, 4, 5].map((stars) => Math.exp(tilt * (stars - 3)));
    const total = weights.reduce((a, b) => a + b, 0);
    return weights.map((w, i) => (1 - oneStars) * (w / total) + (i === 0 ? oneStars : 0));
  };
  const meanOf = (p: number[]) => p.reduce((a, share, i) => a + share * (i + 1), 0);
  let [low, high] = [-8, 8];
  for (let step = 0; step < 50; step++) {
    const mid = (low + high) / 2;
    if (meanOf(shares(mid)) < mean) low = mid;
    else high = mid;
  }
  const exact = shares(low).map((share) => share * count);
  const counts = exact.map(Math.floor);
  // the reviews rounding left over go to the levels with the largest remainders
  const byRemainder = [0, 1, 2, 3, 4].sort((a, b) => exact[b]! - counts[b]! - (exact[a]! - counts[a]!) || b - a);
  for (let left = count - counts.reduce((a, b) => a + b, 0), i = 0; left > 0; left--, i++) counts[byRemainder[i % 5]!]!++;
  // then the stars to the exact sum: one review at a time from the most common level that can move
  let stars = counts.reduce((a, n, i) => a + n * (i + 1), 0);
  while (stars !== sum) {
    const up = stars < sum;
    let from = -1;
    for (let i = 0; i < 5; i++) if ((up ? i < 4 : i > 0) && counts[i]! > 0 && (from < 0 || counts[i]! > counts[from]!)) from = i;
    counts[from]!--;
    counts[from + (up ? 1 : -1)]!++;
    stars += up ? 1 : -1;
  }
  return counts as unknown as StarCounts;
}

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));

/**
 * The stars of the review at `ordinal` (0 is the newest) among `counts`: a fixed shuffle of the
 * ordinals (a step through them coprime with their number, so every ordinal has its own place) laid
 * over the counts from five stars down, so every page mixes the ratings as a product's real reviews
 * do and the whole list still has exactly the counts.
 */
export function starsOfReview(counts: StarCounts, ordinal: number, seed: string): number {
  const total = reviewTotal(counts);
  if (!(ordinal >= 0 && ordinal < total)) throw new RangeError(`review ${ordinal} of ${total}`);
  let step = Math.max(1, Math.floor(total * 0.618));
  while (gcd(step, total) !== 1) step++;
  let place = (ordinal * step + (stableHash(seed) % total)) % total;
  for (let stars = 5; stars >= 1; stars--) {
    const n = counts[stars - 1]!;
    if (place < n) return stars;
    place -= n;
  }
  throw new RangeError("unreachable: the places cover the counts");
}
