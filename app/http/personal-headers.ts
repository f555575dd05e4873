import type { HeadersFunction } from "@remix-run/cloudflare";
import { routeHeaders } from "./cache-policy";

/**
 * Headers of a personal page that takes form posts (cart, notify-me): never cached, and a Retry-After
 * kept from the action's answer to a plain HTML form (a refusal), and from a 503 the loader threw on a
 * .data request (before, only the action's was kept: a failing cart read lost it there). A reference,
 * not a call, in the route modules, like pageHeaders.
 */
export const personalPageHeaders: HeadersFunction = routeHeaders("personal");
