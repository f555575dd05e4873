// `GET {market}/api/content/v1/pages/plp` (spec §7 "page parameters → CMS zones"): which listing
// the zones are asked for. Pure.
import { z } from "zod";

const Flag = z.enum(["true", "false"]).transform((value) => value === "true");

export const PlpZonesQuery = z
  .object({
    /** the listing's category (spec §3 catalog id); absent for a search */
    catalogId: z
      .string()
      .regex(/^\d{1,12}$/, "a category id (digits)")
      .optional(),
    searchTerm: z.string().trim().min(1).max(100).optional(),
    /** the listing's page, from 1 (zones 1-3 and 19 are the first page's) */
    page: z.coerce.number().int().min(1).max(10_000).default(1),
    /** the listing found nothing: the empty listing's zones instead */
    noResults: Flag.default("false"),
  })
  .strict();
export type PlpZonesQuery = z.infer<typeof PlpZonesQuery>;
