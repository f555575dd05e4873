import { nativeAppPlatform } from "#analytics/user-agent.ts";
import { tokensMatch } from "#app/security/same-origin.ts";
import { MEMBERSHIP_ACTIVE, type SessionClaims } from "./session";

// spec §6 "Roles and permissions": no roles, but visitors are told apart as new or existing customer
// (has purchased), active loyalty member (membershipStatus ACTIVE), our native apps' webviews (a
// user agent with the Android or iOS app prefix) versus a mobile browser versus a desktop, and
// internal traffic. A different app's prefix is a channel of its own; everything else is the web.
// Pure rules over what the Worker read from the request.

export const CHANNELS = ["ios-app", "android-app", "other-app", "mobile-web", "desktop"] as const;
export type Channel = (typeof CHANNELS)[number];

/** Another app's webview announces itself the same way ours do: `{name}-ios/{version}` or `{name}-android/{version}`. */
const APP_PREFIX = /^[a-z][a-z0-9]*(?:-[a-z0-9]+)*-(?:ios|android)\/\d/i;
const MOBILE_BROWSER = /mobi|iphone|ipod|ipad|android/i;

export function channelOf(userAgent: string | null | undefined): Channel {
  // Ours: the one rule of analytics/user-agent.ts (decision 0041).
  const ours = nativeAppPlatform(userAgent);
  if (ours) return ours === "ios" ? "ios-app" : "android-app";
  const ua = (userAgent ?? "").trim();
  if (APP_PREFIX.test(ua)) return "other-app";
  return MOBILE_BROWSER.test(ua) ? "mobile-web" : "desktop";
}

/** Our own apps' webviews (the storefront's native bridges and app page size apply). */
export const isOurApp = (channel: Channel) => channel === "ios-app" || channel === "android-app";

/** An IPv4 or IPv6 range in CIDR notation (`10.0.0.0/8`, `2001:db8::/32`), or one address. */
export interface AddressRange {
  bytes: Uint8Array;
  prefixBits: number;
}

function ipv4Bytes(text: string): Uint8Array | null {
  const parts = text.split(".");
  if (parts.length !== 4 || parts.some((part) => !/^\d{1,3}$/.test(part) || Number(part) > 255)) return null;
  return Uint8Array.from(parts.map(Number));
}

function ipv6Bytes(text: string): Uint8Array | null {
  if (!/^[0-9a-f:.]+$/i.test(text) || text.split("::").length > 2) return null;
  const [head, tail] = text.includes("::") ? text.split("::") : [text, undefined];
  const groups = (side: string | undefined): number[] | null => {
    if (!side) return [];
    const out: number[] = [];
    for (const group of side.split(":")) {
      // An IPv4-mapped tail (::ffff:192.0.2.1) counts as two groups.
      if (group.includes(".")) {
        const v4 = ipv4Bytes(group);
        if (!v4) return null;
        out.push((v4[0] << 8) | v4[1], (v4[2] << 8) | v4[3]);
      } else if (/^[0-9a-f]{1,4}$/i.test(group)) out.push(parseInt(group, 16));
      else return null;
    }
    return out;
  };
  const first = groups(head);
  const last = groups(tail);
  if (!first || !last) return null;
  const missing = 8 - first.length - last.length;
  if (tail === undefined ? missing !== 0 : missing < 1) return null;
  const all = [...first, ...Array(tail === undefined ? 0 : missing).fill(0), ...last];
  return Uint8Array.from(all.flatMap((group) => [group >> 8, group & 0xff]));
}

/** An address's bytes (4 for IPv4, 16 for IPv6), or null when it is not one. */
function addressBytes(text: string): Uint8Array | null {
  const trimmed = text.trim();
  return trimmed.includes(":") ? ipv6Bytes(trimmed) : ipv4Bytes(trimmed);
}

/** `10.0.0.0/8`, `203.0.113.7`, `2001:db8::/32` → a range; null when malformed. */
export function parseAddressRange(text: string): AddressRange | null {
  const [address, bits, extra] = text.trim().split("/");
  if (extra !== undefined) return null;
  const bytes = addressBytes(address);
  if (!bytes) return null;
  const max = bytes.length * 8;
  if (bits !== undefined && !/^\d{1,3}$/.test(bits)) return null;
  const prefixBits = bits === undefined ? max : Number(bits);
  return prefixBits <= max ? { bytes, prefixBits } : null;
}

function inRange(address: Uint8Array, range: AddressRange): boolean {
  if (address.length !== range.bytes.length) return false;
  for (let bit = 0; bit < range.prefixBits; bit++) {
    const mask = 0x80 >> (bit % 8);
    if ((address[bit >> 3] & mask) !== (range.bytes[bit >> 3] & mask)) return false;
  }
  return true;
}

export interface InternalTrafficRule {
  /** the office and VPN ranges */
  ranges: readonly AddressRange[];
  /** a header internal tools send, with a secret value (a header anyone could guess would mark anyone) */
  header?: { name: string; value: string };
}

/** Internal traffic: from a configured address range, or carrying the configured header and its value. */
export function isInternalTraffic(request: { clientIp: string | null; header: (name: string) => string | null }, rule: InternalTrafficRule): boolean {
  const address = request.clientIp ? addressBytes(request.clientIp) : null;
  if (address && rule.ranges.some((range) => inRange(address, range))) return true;
  if (!rule.header) return false;
  const sent = request.header(rule.header.name);
  return sent !== null && tokensMatch(sent, rule.header.value);
}

/** spec §6 new vs existing customer (has purchased). */
export const CUSTOMER_CLASSES = ["new", "existing"] as const;

export interface VisitorClasses {
  /** spec §6 new vs existing customer */
  customer: (typeof CUSTOMER_CLASSES)[number];
  /** spec §6 active loyalty member */
  loyaltyMember: boolean;
  channel: Channel;
  internal: boolean;
  /** signed in at the account service (analytics' authentication state) */
  signedIn: boolean;
}

/** The visitor's classes from the verified session (null: none or not trusted), the user agent and the internal-traffic rule's answer. */
export function classifyVisitor(session: SessionClaims | null, userAgent: string | null, internal: boolean): VisitorClasses {
  return {
    customer: session?.hasPurchased ? "existing" : "new",
    loyaltyMember: session?.membershipStatus === MEMBERSHIP_ACTIVE,
    channel: channelOf(userAgent),
    internal,
    signedIn: session?.sub !== undefined,
  };
}
