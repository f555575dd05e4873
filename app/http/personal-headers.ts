import type { HeadersFunction } from "@remix-run/cloudflare";
import { cacheHeaders } from "./cache-policy";

/**
 * Headers of a personal page that takes form posts (cart, notify-me): never cached, and a refusal's
 * Retry-After kept when the action answered a plain HTML form (Remix drops action headers on a
 * document request unless the route passes them on).
 */
export const personalPageHeaders: HeadersFunction = ({ actionHeaders }) => {
  const headers = new Headers(cacheHeaders("personal"));
  const retryAfter = actionHeaders.get("Retry-After");
  if (retryAfter) headers.set("Retry-After", retryAfter);
  return headers;
};
