import { createRequestHandler, type ServerBuild } from "@remix-run/cloudflare";
// The Remix server build is produced by `remix build` before wrangler bundles this file.
import * as build from "../build/index.js";
import { parseEnv } from "../app/env/env.server";
import { stripMarketPrefix } from "../app/markets/prefix";
import { isHttps } from "../app/http/cookies";
import { createRedirectLayer } from "./redirects";
import { isStaticAsset, serveStaticAsset } from "./static-assets";
import { createNonce, withSecurityHeaders } from "./security-headers";
import { ServerTiming } from "./server-timing";
import { maintenanceResponse } from "./maintenance";
import { refuseMalformedRequest } from "./malformed-request";
import { guardStateChange, xsrfCookie, xsrfStateFor } from "./same-origin";

const handleRemixRequest = createRequestHandler(build as unknown as ServerBuild);
let redirectLayer: ReturnType<typeof createRedirectLayer> | undefined;

export default {
  async fetch(request: Request, rawEnv: unknown, ctx: ExecutionContext): Promise<Response> {
    const timing = new ServerTiming();
    const nonce = createNonce();
    const requestId = request.headers.get("x-request-id") ?? crypto.randomUUID();
    const url = new URL(request.url);
    const { market, path } = stripMarketPrefix(url.pathname);
    const xsrf = xsrfStateFor(request);
    let response: Response;
    try {
      const env = parseEnv(rawEnv);
      redirectLayer ??= createRedirectLayer({ ttlMs: env.REDIRECTS_TTL_SECONDS * 1000 });
      const layer = redirectLayer;
      // Steps that may answer on their own, in order; the first answer wins.
      const answered =
        (await timing.time("redirects", () => layer.handle(request, env, market, path))) ??
        (await refuseMalformedRequest(request, url, market)) ??
        (await guardStateChange(request, market, path, xsrf));
      if (answered) {
        response = answered;
      } else if (isStaticAsset(url.pathname)) {
        response = await timing.time("assets", () => serveStaticAsset(request, env.ASSETS));
      } else {
        response = await timing.time("remix", () =>
          handleRemixRequest(request, {
            cloudflare: { env, ctx },
            market,
            requestId,
            nonce,
            xsrfToken: xsrf.token,
            timing,
          }),
        );
      }
    } catch (error) {
      // Last line of defence: a shopper never sees a raw 500.
      console.error(`[${requestId}] unhandled worker error`, error);
      response = maintenanceResponse(market, requestId);
    }
    const secured = withSecurityHeaders(response, { nonce, serverTiming: timing.header(), https: isHttps(request) });
    if ((secured.headers.get("Content-Type") ?? "").includes("text/html")) {
      // The token the page's forms were rendered with is the browser's cookie (double-submit),
      // renewed with every page so an open tab's forms keep working.
      secured.headers.append("Set-Cookie", xsrfCookie(request, xsrf.token));
      // A page carries this visitor's token and cart count: no shared cache may keep it (issue #8
      // decides what may be cached and how the personal parts are filled in).
      if (!secured.headers.has("Cache-Control")) secured.headers.set("Cache-Control", "private, no-cache");
    }
    return secured;
  },
} satisfies ExportedHandler;
