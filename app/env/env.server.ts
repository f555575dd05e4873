import { z } from "zod";
import { DEFAULT_ANALYTICS_RETENTION_DAYS } from "../retention/retention";

// The one place raw Worker env is read; everything else receives `AppEnv`.
const binding = <T>(name: string) =>
  z.custom<T>((value) => typeof value === "object" && value !== null, { message: `binding ${name} is missing` });

/** A comma-separated list; blanks dropped, so an unset or empty variable is no keys at all. */
const commaList = z
  .string()
  .default("")
  .transform((value) => value.split(",").map((item) => item.trim()).filter(Boolean));

export const AppEnvSchema = z.object({
  /** The catalogue (and carts, notify-me): never written by the analytics collector. */
  DB: binding<D1Database>("DB"),
  /** Anonymous analytics writes: the collector's events and its rate-limit counters (decision 0015). */
  ANALYTICS: binding<D1Database>("ANALYTICS"),
  REDIRECTS: binding<KVNamespace>("REDIRECTS"),
  CONTENT: binding<KVNamespace>("CONTENT"),
  ASSETS: binding<Fetcher>("ASSETS"),
  ENVIRONMENT: z.enum(["dev", "qat", "stg", "prd"]).default("dev"),
  /** How long an isolate trusts its copy of the redirect tables (issue #3: at most 60 s). */
  REDIRECTS_TTL_SECONDS: z.coerce.number().min(0).max(60).default(60),
  /** The edge page cache (docs/decisions/0011); `off` renders every page (ops switch, the bench's uncached figures). */
  EDGE_PAGE_CACHE: z.enum(["on", "off"]).default("on"),
  /** How long an isolate trusts the catalogue version it read (a reseed reaches the cache keys within it). */
  CATALOGUE_VERSION_TTL_SECONDS: z.coerce.number().min(0).max(60).default(10),
  /** Keys of the clients that may post to the collector from elsewhere than our pages (set as a secret). */
  ANALYTICS_WRITE_KEYS: commaList,
  /** Analytics events older than this are deleted by the scheduled retention job (decision 0015). */
  ANALYTICS_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(DEFAULT_ANALYTICS_RETENTION_DAYS),
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
