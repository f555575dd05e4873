// Which managed content a listing page shows in its CMS zones (spec §3 "Other page state: CMS
// zones (zone1, zone2, zone3, zone19, elpZones, postPaginationZones)"; issue #10's
// `GET /api/content/v1/pages/plp`). Merchandisers write rules; a page takes, zone by zone, the
// content of the most specific rule that fills that zone. Pure.
import { z } from "zod";
import { ContentComponent, LISTING_ZONE_NAMES, type ListingZoneName } from "./zones";

const ZoneComponents = z.array(ContentComponent).min(1).max(6);

export const ListingZoneContent = z
  .object(
    Object.fromEntries(LISTING_ZONE_NAMES.map((name) => [name, ZoneComponents.optional()])) as Record<ListingZoneName, z.ZodOptional<typeof ZoneComponents>>,
  )
  .strict();
export type ListingZoneContent = z.infer<typeof ListingZoneContent>;

/** What a rule applies to: a category (and, unless told otherwise, its subcategories), a search term, or every listing. */
const ListingMatch = z.discriminatedUnion("type", [
  z.object({ type: z.literal("category"), groupId: z.string().regex(/^\d{1,12}$/, "a category id"), includeDescendants: z.boolean().default(true) }),
  z.object({ type: z.literal("search"), term: z.string().trim().min(1).max(100).toLowerCase() }),
  z.object({ type: z.literal("any") }),
]);

const ListingContentRule = z.object({
  match: ListingMatch,
  markets: z
    .array(z.enum(["us", "ca"]))
    .min(1)
    .default(["us", "ca"]),
  zones: ListingZoneContent,
});
type ListingContentRule = z.infer<typeof ListingContentRule>;

export const ListingContent = z.object({ rules: z.array(ListingContentRule).max(500) });
export type ListingContent = z.infer<typeof ListingContent>;

/** The page parameters the zones depend on. */
export interface ListingPageParameters {
  region: "us" | "ca";
  /** the listing's category and its ancestors, nearest first (categoryLineage); [] for a search */
  lineage: readonly string[];
  term: string | null;
  page: number;
  noResults: boolean;
}

/**
 * Zones a page shows at all (decided here, the spec being silent): the merchandising zones 1-3 and
 * zone 19 on the first page only, the empty-listing zones only when nothing was found (instead of
 * the others), the post-pagination zones on every page with results.
 */
export function zoneShows(zone: ListingZoneName, page: Pick<ListingPageParameters, "page" | "noResults">): boolean {
  if (zone === "elpZones") return page.noResults;
  if (page.noResults) return false;
  return zone === "postPaginationZones" || page.page === 1;
}

/** How closely a rule fits the page: lower is closer; null when it does not apply. */
function closeness(rule: ListingContentRule, page: ListingPageParameters): number | null {
  if (!rule.markets.includes(page.region)) return null;
  const { match } = rule;
  if (match.type === "category") {
    const at = page.lineage.indexOf(match.groupId);
    if (at < 0 || (at > 0 && !match.includeDescendants)) return null;
    // The page's own category, then its parent, and so on.
    return at;
  }
  if (match.type === "search") return page.term?.trim().toLowerCase() === match.term ? 0 : null;
  // A rule for every listing yields to any more specific one.
  return Number.MAX_SAFE_INTEGER;
}

/**
 * Each zone's components for a page: from the closest rule that fills that zone (an earlier rule
 * wins a tie), so a category may replace zone1 and still show the site-wide zone2.
 */
export function zonesForListing(content: ListingContent, page: ListingPageParameters): ListingZoneContent {
  const candidates = content.rules
    .map((rule, index) => ({ rule, index, closeness: closeness(rule, page) }))
    .filter((candidate): candidate is { rule: ListingContentRule; index: number; closeness: number } => candidate.closeness !== null)
    .sort((a, b) => a.closeness - b.closeness || a.index - b.index);
  const zones: ListingZoneContent = {};
  for (const zone of LISTING_ZONE_NAMES) {
    if (!zoneShows(zone, page)) continue;
    const filled = candidates.find((candidate) => candidate.rule.zones[zone]);
    if (filled) zones[zone] = filled.rule.zones[zone];
  }
  return zones;
}
