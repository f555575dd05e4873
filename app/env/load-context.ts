import type { MarketConfig } from "~/markets/config";
import type { AppEnv } from "./env.server";

/** What the Worker hands every loader and action (see worker/index.ts). */
export interface StorefrontLoadContext {
  cloudflare: { env: AppEnv; ctx: ExecutionContext };
  market: MarketConfig;
  requestId: string;
  nonce: string;
  /** The browser's XSRF token (cookie), or the new one this response sets: forms render it. */
  xsrfToken: string;
  timing: { time<T>(name: string, work: () => Promise<T>): Promise<T> };
}

declare module "@remix-run/cloudflare" {
  interface AppLoadContext extends StorefrontLoadContext {}
  interface Future {
    v3_singleFetch: true;
  }
}
