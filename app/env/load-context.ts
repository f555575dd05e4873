import type { MarketConfig } from "#app/markets/config.ts";
import type { AppEnv } from "./env.server";
import type { PersonalState } from "#app/visitor/personal.ts";
import type { LiveContent } from "#app/content/live-content.server.ts";
import type { ServerContent } from "#app/content/server-content.ts";
import type { Visitor } from "#app/visitor/visitor.server.ts";
import type { FeatureFlags } from "#app/features/flags.ts";
import type { Assignment } from "#app/experiments/experiments.ts";
import type { KeepAlive } from "#app/isolate/shared-work.ts";
import type { CatalogueSession } from "#app/catalogue/catalogue-session.server.ts";

/** What the Worker hands every loader and action (worker/request-state.ts `loadContextFor`). */
export interface StorefrontLoadContext {
  cloudflare: { env: AppEnv; ctx: ExecutionContext };
  /**
   * The request's catalogue session (decision 0079): every catalogue read (`catalogue.db`) and a
   * shopper's catalogue write (`catalogue.write`), never `env.DB`, which sends every query to the primary.
   */
  catalogue: CatalogueSession;
  market: MarketConfig;
  requestId: string;
  nonce: string;
  /** The browser's XSRF token (cookie), or the new one this response sets: forms render it. */
  xsrfToken: string;
  /**
   * What the page renders as this visitor's: the real state, or, for a page the edge may cache, a
   * neutral one the Worker fills in afterwards (app/visitor/personal.ts). Read only by document renders.
   */
  personal: () => Promise<PersonalState>;
  /**
   * Who is asking (spec §6 visitor classes, the verified session): for what a page decides on the
   * server per visitor. A page the edge may cache is rendered for nobody: read it only where the
   * page is not kept (APIs, internal-traffic flags) or where its key already says (new/existing).
   */
  visitor: () => Promise<Visitor>;
  /**
   * The feature flags for this request (spec §9: query > experiment platform > environment > page,
   * app/features/): the one way loaders and APIs read a flag.
   */
  flags: () => Promise<FeatureFlags>;
  /** The visitor's experiment variants (running experiments they are in). */
  experiments: () => Promise<Assignment[]>;
  timing: { time<T>(name: string, work: () => Promise<T>): Promise<T>; note(name: string, description: string): void };
  /** The build's version (spec §7 x-client-version). */
  clientVersion: string;
  /** The live managed content (banner, zones), read from the CONTENT KV at most once a request. */
  content: () => Promise<LiveContent>;
  /** Content a loader leaves for the server's render only, kept out of the hydration data (app/content/server-content.ts). */
  serverContent: ServerContent;
  /**
   * Whether this request renders a document (false: a client-side navigation's `.data` request,
   * whose page the browser renders). Work done only for the server's render can be skipped then.
   */
  rendersDocument: boolean;
  /**
   * Lends work this request starts for the whole isolate (a facet index load) the request's
   * waitUntil, so it finishes when the request does not wait for it (app/isolate/shared-work.ts).
   */
  keepAlive: KeepAlive;
}

declare module "@remix-run/cloudflare" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging needs an interface
  interface AppLoadContext extends StorefrontLoadContext {}
  interface Future {
    v3_singleFetch: true;
  }
}
