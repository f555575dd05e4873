// A second server for the page tests: the same build and catalogue as production would run it
// (ENVIRONMENT=prd), where only internal traffic may force flags by query (issue #11). Its own copy
// of the seeded state, so two workerd processes never write one SQLite file. Production wants an https
// SITE_ORIGIN: its canonical links name a test domain, which nothing here follows.
const PORT = Number(process.env.E2E_PORT ?? 8790);

export const PRODUCTION_PORT = PORT + 1;
export const PRODUCTION_URL = `http://127.0.0.1:${PRODUCTION_PORT}`;
/** The internal-traffic header's secret on that server (INTERNAL_TRAFFIC_TOKEN). */
export const INTERNAL_TOKEN = "e2e-internal-token-0123456789";
export const PRODUCTION_STATE = ".wrangler/test-state-prd";

export const productionServerCommand = [
  `rm -rf ${PRODUCTION_STATE} && cp -r .wrangler/test-state ${PRODUCTION_STATE} &&`,
  `npx wrangler dev --ip 127.0.0.1 --port ${PRODUCTION_PORT} --inspector-port ${PRODUCTION_PORT + 100} --persist-to ${PRODUCTION_STATE}`,
  `--show-interactive-dev-session=false --var SITE_ORIGIN:https://www.tailwise.test --var ENVIRONMENT:prd --var INTERNAL_TRAFFIC_TOKEN:${INTERNAL_TOKEN}`,
].join(" ");
