import { z } from "zod";

// The one place raw Worker env is read; everything else receives `AppEnv`.
const binding = <T>(name: string) =>
  z.custom<T>((value) => typeof value === "object" && value !== null, { message: `binding ${name} is missing` });

export const AppEnvSchema = z.object({
  DB: binding<D1Database>("DB"),
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
