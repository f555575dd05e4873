import { z } from "zod";

// The one place raw Worker env is read; everything else receives `AppEnv`.
const binding = <T>(name: string) =>
  z.custom<T>((value) => typeof value === "object" && value !== null, { message: `binding ${name} is missing` });

const LOOPBACK_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

/**
 * Where shoppers reach the site: scheme, host and port, nothing else (`https://www.tailwise.com`).
 * Canonical, alternate and structured-data URLs are built from it, never from the request's Host
 * header, which a client chooses (issue #8; docs/decisions/0012).
 */
const SiteOrigin = z
  .string({ required_error: "SITE_ORIGIN is missing (e.g. https://www.tailwise.com)" })
  .transform((value, ctx) => {
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
    DB: binding<D1Database>("DB"),
    REDIRECTS: binding<KVNamespace>("REDIRECTS"),
    CONTENT: binding<KVNamespace>("CONTENT"),
    ASSETS: binding<Fetcher>("ASSETS"),
    ENVIRONMENT: z.enum(["dev", "qat", "stg", "prd"]).default("dev"),
    SITE_ORIGIN: SiteOrigin,
    /** How long an isolate trusts its copy of the redirect tables (issue #3: at most 60 s). */
    REDIRECTS_TTL_SECONDS: z.coerce.number().min(0).max(60).default(60),
  })
  .superRefine((env, ctx) => {
    // Outside dev, a loopback or plain-http origin is the local default left in place by mistake:
    // refuse it rather than publish canonical links to 127.0.0.1.
    if (env.ENVIRONMENT === "dev") return;
    const url = new URL(env.SITE_ORIGIN);
    if (url.protocol !== "https:" || LOOPBACK_HOSTS.has(url.hostname)) {
      ctx.addIssue({ code: "custom", path: ["SITE_ORIGIN"], message: `SITE_ORIGIN must be the public https origin in ${env.ENVIRONMENT}, not ${env.SITE_ORIGIN}` });
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
