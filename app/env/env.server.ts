import { z } from "zod";
import { DEFAULT_ANALYTICS_RETENTION_DAYS } from "#app/retention/retention.ts";
import { DEFAULT_QUEUE_RETRY_DELAY_SECONDS } from "#app/analytics/queue.ts";
import { DEFAULT_FLAGS, mergeFlags, parseFlagList } from "#app/features/flags.ts";
import { MIN_SESSION_SECRET_CHARS } from "#app/visitor/session.ts";
import { parseAddressRange, type AddressRange } from "#app/visitor/visitor-class.ts";
import { ENVIRONMENTS, INVALID_ENVIRONMENT, INVALID_REGION, REGIONS } from "./deployment";
import type { CartObject } from "#worker/cart-object.ts";
import type { RateLimitCounters } from "#worker/rate-limit-object.ts";

// The one place raw Worker env is read; everything else receives `AppEnv`.
const binding = <T>(name: string) => z.custom<T>((value) => typeof value === "object" && value !== null, { message: `binding ${name} is missing` });

/** A comma-separated list; blanks dropped, so an unset or empty variable is no keys at all. */
const commaList = z
  .string()
  .default("")
  .transform((value) =>
    value
      .split(",")
      .map((item) => item.trim())
      .filter(Boolean),
  );

/**
 * FEATURE_FLAGS (`priceBucketsV2=on,sortNewest=off`): the environment's flag source over the page
 * defaults (app/features/flags.ts). The merged flags, so every reader gets the same answer.
 */
const FeatureFlagsVar = z
  .string()
  .default("")
  .transform((value, ctx) => {
    const parsed = parseFlagList(value);
    if ("error" in parsed) {
      ctx.addIssue({ code: "custom", message: parsed.error });
      return z.NEVER;
    }
    return mergeFlags(parsed.flags, DEFAULT_FLAGS);
  });

/** INTERNAL_IP_RANGES (`10.0.0.0/8, 2001:db8::/32`): the office and VPN ranges whose traffic is internal (spec §6). */
const AddressRanges = z
  .string()
  .default("")
  .transform((value, ctx) => {
    const ranges: AddressRange[] = [];
    for (const item of value
      .split(",")
      .map((part) => part.trim())
      .filter(Boolean)) {
      const range = parseAddressRange(item);
      if (!range) {
        ctx.addIssue({ code: "custom", message: `${JSON.stringify(item)} is not an address or CIDR range` });
        return z.NEVER;
      }
      ranges.push(range);
    }
    return ranges;
  });

/** Only for local development and the test suite: signs the dev issuer's sessions (never deployed). */
export const DEV_SESSION_SECRET = "dev-only-session-secret-never-deployed-0000";

const LOOPBACK_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

/**
 * Where shoppers reach the site: scheme, host and port, nothing else (`https://www.tailwise.com`).
 * Canonical, alternate and structured-data URLs are built from it, never from the request's Host
 * header, which a client chooses (issue #8; docs/decisions/0012).
 */
const SiteOrigin = z.string({ required_error: "SITE_ORIGIN is missing (e.g. https://www.tailwise.com)" }).transform((value, ctx) => {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    ctx.addIssue({ code: "custom", message: `SITE_ORIGIN ${JSON.stringify(value)} is not a URL` });
    return z.NEVER;
  }
  if ((url.protocol !== "https:" && url.protocol !== "http:") || url.origin !== value.replace(/\/$/, "")) {
    ctx.addIssue({ code: "custom", message: `SITE_ORIGIN ${JSON.stringify(value)} must be an http(s) origin only: scheme, host and port, no path` });
    return z.NEVER;
  }
  return url.origin;
});

export const AppEnvSchema = z
  .object({
    /** The catalogue (and carts, notify-me): never written by the analytics collector. */
    DB: binding<D1Database>("DB"),
    /** Anonymous analytics writes: the collector's events (decision 0015). */
    ANALYTICS: binding<D1Database>("ANALYTICS"),
    /** A Durable Object per cart (worker/cart-object.ts, decision 0078): the cart's lines. */
    CARTS: binding<DurableObjectNamespace<CartObject>>("CARTS"),
    /** The rate-limit counters, in a fixed number of objects (worker/rate-limit-object.ts, decision 0080). */
    RATE_LIMIT_COUNTERS: binding<DurableObjectNamespace<RateLimitCounters>>("RATE_LIMIT_COUNTERS"),
    /** What the collector, RUM and ad-event endpoints accepted, on its way to ANALYTICS (decision 0077). */
    ANALYTICS_QUEUE: binding<Queue>("ANALYTICS_QUEUE"),
    REDIRECTS: binding<KVNamespace>("REDIRECTS"),
    CONTENT: binding<KVNamespace>("CONTENT"),
    /** The facet index of each catalogue version as one value, read by a new isolate (docs/decisions/0076). */
    SEARCH_INDEX: binding<KVNamespace>("SEARCH_INDEX"),
    ASSETS: binding<Fetcher>("ASSETS"),
    ENVIRONMENT: z.enum(ENVIRONMENTS, { errorMap: () => ({ message: INVALID_ENVIRONMENT }) }).default("dev"),
    /** spec §9 the region this deployment serves from (app config's awsRegion). */
    REGION: z.enum(REGIONS, { errorMap: () => ({ message: INVALID_REGION }) }).default("use1"),
    /**
     * The account service's session signing secret (HMAC-SHA-256, app/visitor/session.ts), set with
     * `wrangler secret put SESSION_SECRET`. Unset outside dev: no session is trusted (every visitor is
     * an anonymous new one) and the Worker logs it; in dev a fixed development secret.
     */
    SESSION_SECRET: z.string().min(MIN_SESSION_SECRET_CHARS, `SESSION_SECRET must be at least ${MIN_SESSION_SECRET_CHARS} characters`).optional(),
    /** spec §6 internal traffic: these address ranges (CIDR, comma-separated). */
    INTERNAL_IP_RANGES: AddressRanges,
    /** spec §6 internal traffic: a header internal tools send (its value is INTERNAL_TRAFFIC_TOKEN, a secret). */
    INTERNAL_TRAFFIC_HEADER: z
      .string()
      .regex(/^[a-z0-9-]{1,64}$/, "a lowercase header name")
      .default("x-tailwise-internal"),
    INTERNAL_TRAFFIC_TOKEN: z.string().min(16, "INTERNAL_TRAFFIC_TOKEN must be at least 16 characters").optional(),
    SITE_ORIGIN: SiteOrigin,
    /**
     * The content proxy's address (spec §7, ContentFederated), e.g. https://content.internal.example/graphql;
     * unset: this Worker's own server (POST {market}/graphql), answered in process.
     */
    CONTENT_PROXY_URL: z.string().url().optional(),
    /** spec §9 the video-hosting base URL for brand videos: an https origin or path, or a path on this site (default /videos). */
    VIDEO_BASE_URL: z
      .string()
      .regex(/^(https:\/\/[^\s]+|\/[^\s]*)$/, "an https:// address or a site path")
      .default("/videos")
      .transform((value) => value.replace(/\/$/, "")),
    /**
     * spec §7 the static asset host (e.g. https://assets.tailwise.com, a CDN in front of the same
     * files): pages preconnect to it (app/layout/preconnect.ts). Unset: the assets are this origin's.
     */
    STATIC_ASSET_ORIGIN: z
      .string()
      .url()
      .refine((value) => /^https?:\/\/[^/?#]+\/?$/.test(value), "STATIC_ASSET_ORIGIN is an origin only: scheme, host and port, no path")
      .transform((value) => new URL(value).origin)
      .optional(),
    /** The widget service's private regional host for server-side calls (spec §7); unset: this Worker's own server. */
    WIDGETS_PRIVATE_HOST: z.string().url().optional(),
    /** How long a page waits for the content proxy (default 500 ms, app/graphql/clients/content-client.server.ts). */
    CONTENT_TIMEOUT_MS: z.coerce.number().int().min(50).max(20_000).optional(),
    /** How long an isolate keeps the managed content it read (issue #10: a publish shows within 60 s). */
    CONTENT_TTL_SECONDS: z.coerce.number().min(0).max(60).default(60),
    /** How long an isolate trusts its copy of the redirect tables (issue #3: at most 60 s). */
    REDIRECTS_TTL_SECONDS: z.coerce.number().min(0).max(60).default(60),
    /** The edge page cache (docs/decisions/0011); `off` renders every page (ops switch, the bench's uncached figures). */
    EDGE_PAGE_CACHE: z.enum(["on", "off"]).default("on"),
    /** How long an isolate trusts the catalogue version it read (a reseed reaches the cache keys within it). */
    CATALOGUE_VERSION_TTL_SECONDS: z.coerce.number().min(0).max(60).default(10),
    /** Keys of the clients that may post to the collector from elsewhere than our pages (set as a secret). */
    ANALYTICS_WRITE_KEYS: commaList,
    /** Analytics events older than this are deleted by the scheduled retention job (decision 0015). */
    /** How long a failed analytics queue batch waits before it is delivered again (tests shorten it). */
    ANALYTICS_QUEUE_RETRY_DELAY_SECONDS: z.coerce.number().int().min(0).max(3600).default(DEFAULT_QUEUE_RETRY_DELAY_SECONDS),
    ANALYTICS_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(DEFAULT_ANALYTICS_RETENTION_DAYS),
    FEATURE_FLAGS: FeatureFlagsVar,
    /** "1": each answer's Server-Timing counts its D1, KV, Durable Object and queue operations (worker/resource-counts.ts; the bench and tests only, never deployed). */
    RESOURCE_COUNTS: z
      .enum(["0", "1"])
      .default("0")
      .transform((value) => value === "1"),
  })
  .transform((env) => ({ ...env, SESSION_SECRET: env.SESSION_SECRET ?? (env.ENVIRONMENT === "dev" ? DEV_SESSION_SECRET : undefined) }))
  .superRefine((env, ctx) => {
    if (env.ENVIRONMENT !== "dev" && env.SESSION_SECRET === DEV_SESSION_SECRET) {
      ctx.addIssue({ code: "custom", path: ["SESSION_SECRET"], message: `SESSION_SECRET is the development secret: set the real one in ${env.ENVIRONMENT}` });
    }
    // Outside dev, a loopback or plain-http origin is the local default left in place by mistake:
    // refuse it rather than publish canonical links to 127.0.0.1.
    if (env.ENVIRONMENT === "dev") return;
    const url = new URL(env.SITE_ORIGIN);
    if (url.protocol !== "https:" || LOOPBACK_HOSTS.has(url.hostname)) {
      ctx.addIssue({
        code: "custom",
        path: ["SITE_ORIGIN"],
        message: `SITE_ORIGIN must be the public https origin in ${env.ENVIRONMENT}, not ${env.SITE_ORIGIN}`,
      });
    }
  });
export type AppEnv = z.infer<typeof AppEnvSchema>;

const cache = new WeakMap<object, AppEnv>();

export function parseEnv(raw: unknown): AppEnv {
  if (typeof raw === "object" && raw !== null) {
    const hit = cache.get(raw);
    if (hit) return hit;
  }
  const result = AppEnvSchema.safeParse(raw);
  if (!result.success) {
    throw new Error(`Invalid worker environment: ${result.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ")}`);
  }
  cache.set(raw as object, result.data);
  return result.data;
}
