// Who the visitor is, as the analytics layer needs it, from the personal island the Worker fills in
// per answer (app/visitor/personal.ts; the verified session decides: decision 0035). Read after
// hydration, with the analytics layer, so the page's eager code carries none of it.

export interface PageIdentity {
  registeredUser: boolean;
  /** spec §3 session attributes hasPurchased (storefront spec §6 existing customer). */
  hasPurchased: boolean;
  isBot: boolean;
  /** Registered users only. */
  customerId?: string;
  knownPersonalizationId?: string;
}

const ID = /^[A-Za-z0-9_-]{1,64}$/;

/** The island's identity facts; anything missing or malformed counts as an anonymous new visitor's. */
export function identityOf(islandText: string | null | undefined): PageIdentity {
  let raw: unknown;
  try {
    raw = JSON.parse(islandText ?? "");
  } catch {
    raw = null;
  }
  const value = (typeof raw === "object" && raw !== null ? raw : {}) as Record<string, unknown>;
  const id = (v: unknown) => (typeof v === "string" && ID.test(v) ? v : undefined);
  const registeredUser = value.registeredUser === true;
  const customerId = registeredUser ? id(value.customerId) : undefined;
  const knownPersonalizationId = registeredUser ? id(value.knownPersonalizationId) : undefined;
  return {
    registeredUser,
    hasPurchased: value.hasPurchased === true,
    isBot: value.isBot === true,
    ...(customerId && { customerId }),
    ...(knownPersonalizationId && { knownPersonalizationId }),
  };
}
