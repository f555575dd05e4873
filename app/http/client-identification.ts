// Who is asking, on every call the Worker makes for a shopper's request (issue #11: "bot and
// client-identification headers forwarded on every server-side call"): the widget service and the
// content proxy see the shopper's user agent and address, the request id, and our own reading of the
// request: a bot or not, internal traffic or not, and the channel (our apps, mobile web, desktop).
// The classification is sent, never the signals behind it: the internal-traffic header's secret
// token and the session cookie's claims stay in the Worker. Pure, so the rule tests alone.
import type { Channel } from "#app/visitor/visitor-class.ts";

const BOT_HEADER = "x-tailwise-bot";
const INTERNAL_HEADER = "x-tailwise-internal";
const CHANNEL_HEADER = "x-tailwise-channel";
/** Where Cloudflare puts the client's address (the edge sets it; a client cannot); forwarded as x-forwarded-for. */
export const CLIENT_IP_HEADER = "cf-connecting-ip";

/** What the Worker made of the request (the visitor it read, app/visitor/visitor.server.ts, is one). */
export interface RequestClassification {
  isBot: boolean;
  internal: boolean;
  channel: Channel;
}

/**
 * The identification headers of a server-side call made for `request` under this request's id.
 * The address is Cloudflare's reading only: a client's own x-forwarded-for is whatever it claims.
 */
export function clientIdentificationHeaders(request: Request, classification: RequestClassification, requestId: string): Record<string, string> {
  const headers: Record<string, string> = { "x-request-id": requestId };
  const userAgent = request.headers.get("user-agent");
  if (userAgent) headers["user-agent"] = userAgent;
  const address = request.headers.get(CLIENT_IP_HEADER);
  if (address) headers["x-forwarded-for"] = address;
  headers[BOT_HEADER] = String(classification.isBot);
  headers[INTERNAL_HEADER] = String(classification.internal);
  headers[CHANNEL_HEADER] = classification.channel;
  return headers;
}
