// Notify-me (storefront spec §4 "Notify-me", §5 validation, §8 messages). Pure.
import { MAX_SEARCH_TERM_LENGTH } from "#app/search/term.ts";

export const NOTIFY_ME_MESSAGES = {
  emailRequired: "Email address is required.",
  emailInvalid: "Please enter a valid email address.",
  failure: "We were unable to complete your request, please try again.",
  /** Only a form that was tampered with (or a stale page) lacks what to notify about. */
  noSubject: "We couldn't tell what to notify you about. Go back to the page and try again.",
  productGone: "This product is no longer sold, so we can't notify you about it.",
} as const;

export const alreadySignedUpMessage = (matchedTerm: string) => `Looks like you already signed up to be notified when ${matchedTerm} becomes available.`;
export const confirmedMessage = (matchedTerm: string) => `You're on the list! We'll e-mail you when ${matchedTerm} becomes available.`;

/** RFC 5321's limit on an address. */
const MAX_EMAIL_LENGTH = 254;
// One @, something before it, a dotted domain with a 2+ letter last label, no spaces: what a
// shopper can get wrong by typing, without pretending to verify a mailbox.
const EMAIL_SHAPE = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)*\.[A-Za-z]{2,}$/;

export type EmailCheck = { ok: true; email: string } | { ok: false; error: string };

export function checkEmail(raw: unknown): EmailCheck {
  const value = typeof raw === "string" ? raw.trim() : "";
  if (value === "") return { ok: false, error: NOTIFY_ME_MESSAGES.emailRequired };
  if (value.length > MAX_EMAIL_LENGTH || !EMAIL_SHAPE.test(value)) return { ok: false, error: NOTIFY_ME_MESSAGES.emailInvalid };
  return { ok: true, email: value.toLowerCase() };
}

/** The same search typed differently is the same request: lower case, single spaces. */
export function normaliseTerm(term: string): string {
  return term.trim().replace(/\s+/g, " ").toLowerCase().slice(0, MAX_SEARCH_TERM_LENGTH);
}

export type NotifyMeSubject = { kind: "term"; term: string } | { kind: "product"; productId: string };

export function subjectKey(subject: NotifyMeSubject): string {
  return subject.kind === "term" ? `term:${normaliseTerm(subject.term)}` : `product:${subject.productId}`;
}

/** What the sign-up answers (app/notify-me/notify-me-action.server.ts): as data to a fetcher, on the page to a plain form. */
export type NotifyMeActionData = {
  ok: boolean;
  outcome: string;
  message: string;
  field?: string;
  back: string;
  subject: { productId: string } | { term: string };
};
