import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { jsonResponse } from "#app/analytics/http.server.ts";
import { UserContextQuery, buildUserContext, loadToggles, userContextVisitor } from "#app/analytics/user-context.server.ts";
import { parseQuery } from "#app/http/query-params.ts";

// spec §7: GET {market}/app/rest/user-context?pageType={pageType}&lib={lib}.
export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const parsed = parseQuery(UserContextQuery, url.searchParams);
  if ("issues" in parsed) {
    const { issues } = parsed;
    return jsonResponse({ error: `Invalid user-context request: ${issues.map((i) => i.message).join("; ")}`, issues }, 400);
  }
  const { env } = context.cloudflare;
  const toggles = await context.timing.time("toggles", () => loadToggles(env.CONTENT, (message) => console.warn(`[${context.requestId}] ${message}`)));
  const body = buildUserContext({
    visitor: userContextVisitor(await context.visitor(), request.headers.get("cookie")),
    market: context.market,
    environment: env.ENVIRONMENT,
    pageType: parsed.data.pageType,
    toggles,
  });
  return jsonResponse(body, 200);
}
