import { isbot } from "isbot";

/**
 * A crawler, by its user agent (isbot's list): the one rule behind the document streamed whole to
 * crawlers (entry.server.tsx) and analytics' bot flag (visitor.server.ts).
 */
export function isBotUserAgent(userAgent: string | null | undefined): boolean {
  return isbot(userAgent ?? "");
}

// isbot's pattern (~250 alternatives, with lookbehinds) is compiled by V8 when first used: to bytecode
// on the first test and to machine code on the second. In a new isolate that was up to 48 ms of its
// first request (decision 0076, update 2026-11-29). Two tests at module load move it to the isolate's
// start, which Cloudflare runs while the TLS handshake does.
isBotUserAgent("Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36");
isBotUserAgent("Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)");
