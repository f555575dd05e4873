// Where sponsored tiles may stand (issue #26): only in an order the store ranks by its own judgement.
// A shopper who sorts by price, name, rating, reviews or newness reads the grid as that order; a
// sponsored card placed in it would be out of order (a $12.98 card between $19.99 items), so such a
// page shows none. Pure, server-side: the listing loader asks before it searches for ads.
import type { SortOption } from "#app/catalogue/search-vocabulary.ts";

/** The orders sponsored tiles may join: the page's default (no sort chosen) and the store's rankings. */
const ORDERS_ADS_MAY_JOIN: ReadonlySet<SortOption | undefined> = new Set([undefined, "byRelevance", "byPopularity", "bySaleRelevance"]);

export const adsMayJoinOrder = (sort: SortOption | undefined): boolean => ORDERS_ADS_MAY_JOIN.has(sort);
