// The storefront's GraphQL servers (spec §7), by path under the market prefix: the content proxy's
// default (POST /graphql, the generic transport's address), the widget service, the product page's
// server and the general router. The Worker answers them before Remix (worker/index.ts): they are
// not pages, and no page pays for them in route matching.
import type { MarketConfig } from "#app/markets/config.ts";
import type { AppEnv } from "#app/env/env.server.ts";
import type { LiveContent } from "#app/content/live-content.server.ts";
import type { CatalogueSession } from "#app/catalogue/catalogue-session.server.ts";
import { serveGraphQL, type GraphQLServer } from "./http.server";
import { loadBudget } from "./limits";
import type { GraphQLPath } from "./paths";
import { CONTENT_COSTS, contentRoot, contentSchema, type ContentContext } from "./content-schema.server";
import { WIDGETS_COSTS, widgetsRoot, widgetsSchema, type WidgetsContext } from "./widgets-schema.server";
import { PDP_COSTS, pdpRoot, pdpSchema, type PdpContext } from "./pdp-schema.server";
import { ROUTER_COSTS, routerRoot, routerSchema, type RouterContext } from "./router-schema.server";
import type { Visitor } from "#app/visitor/visitor.server.ts";
import { logError } from "#app/errors/log-line.ts";

export interface GraphQLRequestContext {
  env: AppEnv;
  market: MarketConfig;
  requestId: string;
  /** The request's catalogue session (decision 0079): what the widget, product and cart resolvers read. */
  catalogue: CatalogueSession;
  content: () => Promise<LiveContent>;
  /** Who is asking (the verified session, spec §6). */
  visitor: () => Promise<Visitor>;
}

type ServerFor = (ctx: GraphQLRequestContext) => GraphQLServer<ContentContext | WidgetsContext | PdpContext | RouterContext>;

const log = (ctx: GraphQLRequestContext) => (message: string, error?: unknown) => logError(ctx.requestId, message, error);

const SERVERS: Record<GraphQLPath, ServerFor> = {
  "/graphql": (ctx) => ({
    schema: contentSchema,
    rootValue: contentRoot,
    costs: CONTENT_COSTS,
    context: (): ContentContext => ({ region: ctx.market.region, content: async () => (await ctx.content()).content }),
  }),
  "/api/widgets/graphql": (ctx) => ({
    schema: widgetsSchema,
    rootValue: widgetsRoot,
    costs: WIDGETS_COSTS,
    context: (request): WidgetsContext => ({
      db: ctx.catalogue.db,
      market: ctx.market,
      cookie: request.headers.get("cookie"),
      log: log(ctx),
      budget: loadBudget(),
    }),
  }),
  "/api/pdp/graphql": (ctx) => ({
    schema: pdpSchema,
    rootValue: pdpRoot,
    costs: PDP_COSTS,
    requirePreflight: true,
    context: (): PdpContext => ({ db: ctx.catalogue.db, market: ctx.market, budget: loadBudget() }),
  }),
  "/api/api-router/graphql": (ctx) => ({
    schema: routerSchema,
    rootValue: routerRoot,
    costs: ROUTER_COSTS,
    context: async (request): Promise<RouterContext> => ({
      store: { catalogue: ctx.catalogue.db, CARTS: ctx.env.CARTS },
      market: ctx.market,
      cookie: request.headers.get("cookie"),
      visitor: await ctx.visitor(),
      budget: loadBudget(),
    }),
  }),
};

/** Answers a request to one of the GraphQL paths. */
export function answerGraphQL(request: Request, path: GraphQLPath, ctx: GraphQLRequestContext): Promise<Response> {
  const server = SERVERS[path](ctx);
  // Introspection helps a developer explore the schema; elsewhere it only maps the attack surface.
  return serveGraphQL(request, server, { introspection: ctx.env.ENVIRONMENT === "dev", log: log(ctx) });
}
