// The known personalization id (analytics spec §3 "Identity storage", §4, §6: abTestingKnownPID,
// stored only for registered users). A registered user is a verified session naming a customer
// (app/visitor/session.ts `sub`); their known id is made from that customer id, so it is the same
// on every device and browser they sign in on, and it is not the customer id itself (which goes
// only to customerID / user_id). Web Crypto only: the Worker makes it, tests check it in Node.

const encoder = new TextEncoder();
/** Names what is hashed, so this id can never equal another id made from the same customer id. */
const PURPOSE = "tailwise:known-personalization-id:";

/** A UUID-shaped SHA-256 of the customer id (RFC 9562 version 8, "custom"). */
export async function knownPersonalizationIdFor(customerId: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", encoder.encode(PURPOSE + customerId)));
  const bytes = digest.slice(0, 16);
  bytes[6] = (bytes[6] & 0x0f) | 0x80; // version 8
  bytes[8] = (bytes[8] & 0x3f) | 0x80; // RFC 9562 variant
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
