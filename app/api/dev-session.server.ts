import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { z } from "zod";
import { isHttps } from "#app/http/cookies.ts";
import { cacheHeaders } from "#app/http/cache-policy.ts";
import { jsonResponse } from "#app/http/json-response.ts";
import { withMarketPrefix } from "#app/markets/prefix.ts";
import { parseQuery } from "#app/http/query-params.ts";
import { SESSION_TTL_SECONDS, sessionSetCookie, signSession } from "#app/visitor/session.ts";

// GET {market}/app/dev/session?hasPurchased=1&membershipStatus=ACTIVE&sub=dev-1&next=/b/dog_c288
// Development only (ENVIRONMENT=dev): issues a session as the account service would, signed with the
// development secret, so a developer or a test can be an existing customer, a loyalty member or
// signed in (spec §6); `?clear=1` ends it. Anywhere else it does not exist (404).

const NO_STORE = cacheHeaders("none");

const DevSessionQuery = z.object({
  hasPurchased: z.enum(["0", "1"]).default("0"),
  membershipStatus: z
    .string()
    .regex(/^[A-Z_]{1,24}$/, "membershipStatus is upper case, such as ACTIVE")
    .optional(),
  sub: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,64}$/, "sub is a customer id (letters, digits, - and _)")
    .optional(),
  /** where to go next: a path on this site */
  next: z
    .string()
    .max(512)
    .regex(/^\/(?!\/)[^\s\\]*$/, "next is a path on this site")
    .optional(),
  clear: z.enum(["1"]).optional(),
});

export async function loader({ request, context }: LoaderFunctionArgs) {
  const env = context.cloudflare.env;
  if (env.ENVIRONMENT !== "dev" || !env.SESSION_SECRET) return jsonResponse({ error: "Not found." }, 404, NO_STORE);
  const parsed = parseQuery(DevSessionQuery, new URL(request.url).searchParams);
  if ("issues" in parsed) return jsonResponse({ error: `Invalid session request: ${parsed.issues.map((issue) => issue.message).join("; ")}` }, 400, NO_STORE);
  const { hasPurchased, membershipStatus, sub, next, clear } = parsed.data;
  const location = withMarketPrefix(next ?? "/", context.market);
  const secure = isHttps(request);
  if (clear)
    return new Response(null, { status: 303, headers: { Location: location, "Set-Cookie": sessionSetCookie("", { secure, maxAgeSeconds: 0 }), ...NO_STORE } });
  const now = Math.floor(Date.now() / 1000);
  const value = await signSession(
    { v: 1, hasPurchased: hasPurchased === "1", membershipStatus: membershipStatus ?? null, ...(sub && { sub }), iat: now, exp: now + SESSION_TTL_SECONDS },
    env.SESSION_SECRET,
  );
  return new Response(null, {
    status: 303,
    headers: { Location: location, "Set-Cookie": sessionSetCookie(value, { secure, maxAgeSeconds: SESSION_TTL_SECONDS }), ...NO_STORE },
  });
}
