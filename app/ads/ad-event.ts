// What an ad tracker call says (GET {market}/ads/v1/event?type=&campaign=&part=&slot=), validated
// before anything is counted. Pure.
import { z } from "zod";
import type { FieldIssue } from "#app/validation/describe-zod-error.ts";
import { parseQuery } from "#app/http/query-params.ts";
import { AD_EVENT_TYPES } from "./ad-fields";
import { AD_CAMPAIGNS } from "./campaigns";

const campaignIds = AD_CAMPAIGNS.map((campaign) => campaign.id) as [string, ...string[]];

export const AdEvent = z
  .object({
    type: z.enum(AD_EVENT_TYPES),
    campaign: z.enum(campaignIds),
    part: z.string().regex(/^[A-Za-z0-9-]{1,40}$/, "part must be a part number"),
    slot: z.coerce.number().int().min(0).max(1000),
  })
  .strict();
export type AdEvent = z.infer<typeof AdEvent>;

/** The event in a tracker URL's query, or the fields that are wrong with it. */
export function readAdEvent(search: URLSearchParams): { event: AdEvent } | { issues: FieldIssue[] } {
  const parsed = parseQuery(AdEvent, search);
  return "issues" in parsed ? parsed : { event: parsed.data };
}
