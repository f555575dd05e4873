import { z } from "zod";
import { ANONYMOUS_PID_KEY, KNOWN_PID_KEY, type Environment } from "#analytics/constants.ts";
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

export interface Visitor {
  registeredUser: boolean;
  anonymousPersonalizationId?: string;
  knownPersonalizationId?: string;
}

/**
 * Who is asking, from the request cookies. There is no sign-in on this site yet, so the one signal of a
 * registered user is the known personalization id cookie, which the analytics layer writes only for
 * registered users (spec §4, §6). A sign-in feature replaces this function with its session lookup.
 */
export function readVisitor(cookieHeader: string | null): Visitor {
  const cookies = parseCookies(cookieHeader ?? "");
  const anonymous = cookies[ANONYMOUS_PID_KEY];
  const known = cookies[KNOWN_PID_KEY];
  const registeredUser = isValidId(known);
  return {
    registeredUser,
    ...(isValidId(anonymous) && { anonymousPersonalizationId: anonymous }),
    ...(registeredUser && { knownPersonalizationId: known }),
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
  const { registeredUser, anonymousPersonalizationId, knownPersonalizationId } = visitor;
  return SessionDataResponse.parse({
    userContextData: {
      isVisitor: !registeredUser,
      registeredUser,
      // Orders are not stored on this site yet: nobody has purchased or holds an autoship.
      hasPurchased: false,
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
export type UserContext = ReturnType<typeof buildUserContext>;

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
