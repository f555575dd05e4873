import { z } from "zod";
import { ANONYMOUS_PID_KEY, type Environment } from "#analytics/constants.ts";
import { parseCookies } from "#analytics/cookies.ts";
import { isValidId } from "#analytics/identity.ts";
import { SessionDataResponse } from "#analytics/schemas.ts";
import type { MarketConfig } from "#app/markets/config.ts";
import { ANALYTICS_TOGGLES_KEY, readToggles } from "./toggles";

// spec §7 user-context session call: GET {market}/app/rest/user-context?pageType=…&lib=…, answering
// userContextData (additionalMetaData merged flat) and analyticsToggles (spec §3).

export const UserContextQuery = z.object({
  pageType: z
    .string({ required_error: "pageType is required" })
    .trim()
    .min(1, "pageType is required")
    .max(40, "pageType is at most 40 characters")
    .regex(/^[A-Za-z0-9_-]+$/, "pageType may contain only letters, digits, - and _"),
  /** spec §7: "a fixed client value" (our library sends tailwise-analytics); any short value is accepted. */
  lib: z.string().max(100, "lib is at most 100 characters").optional(),
});
export type UserContextQuery = z.infer<typeof UserContextQuery>;

/** Who is asking, as the user-context answer reports them. */
export interface Visitor {
  registeredUser: boolean;
  /** spec §3 session attributes: an existing customer (storefront spec §6 new versus existing). */
  hasPurchased: boolean;
  anonymousPersonalizationId?: string;
  knownPersonalizationId?: string;
}

/**
 * The visitor from the Worker's reading of the request (app/visitor/visitor.server.ts: the verified
 * session decides registeredUser, hasPurchased and the known id) and the anonymous id cookie. A known
 * id cookie alone proves nothing: anyone can write one (decision 0035).
 */
export function userContextVisitor(
  visitor: { registeredUser: boolean; customer: "new" | "existing"; knownPersonalizationId?: string },
  cookieHeader: string | null,
): Visitor {
  const anonymous = parseCookies(cookieHeader ?? "")[ANONYMOUS_PID_KEY];
  return {
    registeredUser: visitor.registeredUser,
    hasPurchased: visitor.customer === "existing",
    ...(isValidId(anonymous) && { anonymousPersonalizationId: anonymous }),
    ...(visitor.registeredUser && visitor.knownPersonalizationId && { knownPersonalizationId: visitor.knownPersonalizationId }),
  };
}

export interface UserContextInput {
  visitor: Visitor;
  market: MarketConfig;
  environment: Environment;
  pageType: string;
  toggles: Record<string, string>;
}

/**
 * The answer in its documented shape. Market facts go in additionalMetaData and are merged flat by the
 * same schema the browser side reads the answer with, so both agree on what "merged flat" means.
 */
export function buildUserContext({ visitor, market, environment, pageType, toggles }: UserContextInput) {
  const { registeredUser, hasPurchased, anonymousPersonalizationId, knownPersonalizationId } = visitor;
  return SessionDataResponse.parse({
    userContextData: {
      isVisitor: !registeredUser,
      registeredUser,
      hasPurchased,
      // Autoship subscriptions are not stored on this site yet: nobody holds or has tried one.
      activeAutoship: false,
      triedAutoship: false,
      environment,
      pageType: pageType.toLowerCase(),
      personalizationId: knownPersonalizationId ?? anonymousPersonalizationId,
      anonymousPersonalizationId,
      knownPersonalizationId,
      additionalMetaData: {
        market: market.name,
        region: market.region,
        siteId: market.siteId,
        currency: market.currency,
        locale: market.locale,
      },
    },
    analyticsToggles: toggles,
  });
}

/** Reads the toggles from the CONTENT KV; a KV failure or a bad value falls back to the defaults. */
export async function loadToggles(kv: KVNamespace, log: (message: string) => void): Promise<Record<string, string>> {
  let raw: string | null = null;
  try {
    // KV's edge cache: a toggle change is live within a minute, without a read per request.
    raw = await kv.get(ANALYTICS_TOGGLES_KEY, { type: "text", cacheTtl: 60 });
  } catch (error) {
    log(`analytics toggles unavailable, using defaults: ${error instanceof Error ? error.message : String(error)}`);
  }
  const { toggles, problems } = readToggles(raw);
  for (const problem of problems) log(`invalid analytics toggle, using its default: ${problem}`);
  return toggles;
}
