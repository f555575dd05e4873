import type { AppEnv } from "#app/env/env.server.ts";
import { CLIENT_IP_HEADER } from "#app/http/client-identification.ts";
import { knownPersonalizationIdFor } from "#app/analytics/known-id.ts";
import { readSession, type SessionClaims } from "./session";
import { classifyVisitor, isInternalTraffic, type VisitorClasses } from "./visitor-class";
import { isBotUserAgent } from "./bot.server";

// A request's visitor (spec §6) as the Worker reads it: the session cookie verified with the
// SESSION_SECRET (none trusted when it is unset, app/env/env.server.ts), the user agent, and the
// internal-traffic rule from INTERNAL_IP_RANGES and INTERNAL_TRAFFIC_HEADER/TOKEN.

export interface Visitor extends VisitorClasses {
  /** a crawler, by its user agent (its pages are flagged for analytics, its calls marked for other services) */
  isBot: boolean;
  session: SessionClaims | null;
  /**
   * Analytics' authentication state (spec §1 registered user versus visitor): a verified session
   * naming a customer. Nothing the browser can write makes a registered user (decision 0035).
   */
  registeredUser: boolean;
  /** A registered user's customer id (analytics customerID / user_id). */
  customerId?: string;
  /** A registered user's known personalization id (abTestingKnownPID; app/analytics/known-id.ts). */
  knownPersonalizationId?: string;
}

let warnedNoSecret = false;

export async function readVisitor(request: Request, env: AppEnv, nowSeconds = Math.floor(Date.now() / 1000)): Promise<Visitor> {
  const cookie = request.headers.get("cookie");
  let session: SessionClaims | null = null;
  if (env.SESSION_SECRET) session = await readSession(cookie, env.SESSION_SECRET, nowSeconds);
  else if (!warnedNoSecret && cookie?.includes("tailwise-session=")) {
    warnedNoSecret = true;
    console.error("SESSION_SECRET is not set: sessions are ignored (every visitor is an anonymous new one)");
  }
  const internal = isInternalTraffic(
    { clientIp: request.headers.get(CLIENT_IP_HEADER), header: (name) => request.headers.get(name) },
    {
      ranges: env.INTERNAL_IP_RANGES,
      header: env.INTERNAL_TRAFFIC_TOKEN ? { name: env.INTERNAL_TRAFFIC_HEADER, value: env.INTERNAL_TRAFFIC_TOKEN } : undefined,
    },
  );
  const userAgent = request.headers.get("user-agent");
  const classes = classifyVisitor(session, userAgent, internal);
  const customerId = classes.signedIn ? session?.sub : undefined;
  return {
    ...classes,
    isBot: isBotUserAgent(userAgent),
    session,
    registeredUser: customerId !== undefined,
    ...(customerId !== undefined && { customerId, knownPersonalizationId: await knownPersonalizationIdFor(customerId) }),
  };
}
