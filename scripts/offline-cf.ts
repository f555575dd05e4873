// Offline, wrangler dev tries to download Request.cf data at every start and logs a DNS error.
// A recent node_modules/.mf/cf.json is what it uses instead: write one (a local placeholder).
import { mkdirSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";

const CF_PATH = path.resolve("node_modules", ".mf", "cf.json");
/** miniflare re-fetches after 30 days; refresh the placeholder a day before. */
const MAX_AGE_MS = 29 * 24 * 60 * 60 * 1000;

export function ensureOfflineCf(): void {
  try {
    if (Date.now() - statSync(CF_PATH).mtimeMs < MAX_AGE_MS) return;
  } catch {
    // missing: write it
  }
  mkdirSync(path.dirname(CF_PATH), { recursive: true });
  const placeholder = {
    colo: "LOCAL",
    country: "US",
    continent: "NA",
    city: "Localhost",
    timezone: "UTC",
    httpProtocol: "HTTP/1.1",
    tlsVersion: "TLSv1.3",
    asn: 0,
    clientTcpRtt: 0,
    edgeRequestKeepAliveStatus: 0,
  };
  writeFileSync(CF_PATH, JSON.stringify(placeholder));
}
