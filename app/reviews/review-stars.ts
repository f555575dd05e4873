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
 * reviews start as close to the average as they can be; then, as real reviews do, some pairs move apart
 * (one a star lower, one a star higher: the sum, so the average, stays), a few per hundred by `seed`,
 * which gives a 4.6 product its handful of one- and two-star reviews.
 */
export function drawStarCounts(target: number, count: number, seed: string): StarCounts {
  if (!(count > 0)) return [0, 0, 0, 0, 0];
  const sum = Math.min(5 * count, Math.max(count, Math.round(target * count)));
  const low = Math.min(5, Math.floor(sum / count));
  const counts = [0, 0, 0, 0, 0];
  const high = sum - low * count; // how many give one star more than `low`
  counts[low - 1] += count - high;
  if (high > 0) counts[low] += high;
  const spreads = Math.floor((count * (3 + (stableHash(seed) % 10))) / 100);
  for (let step = 0; step < spreads; step++) {
    // the lowest review that can go down and the highest (other) one that can go up
    const down = counts.findIndex((n, i) => n > 0 && i > 0);
    let up = 3;
    while (up >= 0 && counts[up]! <= (up === down ? 1 : 0)) up--;
    if (down < 0 || up < 0 || up < down) break;
    counts[down]!--;
    counts[down - 1]!++;
    counts[up]!--;
    counts[up + 1]!++;
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
