import type { MarketConfig } from "#app/markets/config.ts";
import { z } from "zod";
import { MAX_SEARCH_TERM_LENGTH } from "#app/search/term.ts";
import { NOTIFY_ME_MESSAGES, alreadySignedUpMessage, checkEmail, confirmedMessage, normaliseTerm, subjectKey, type NotifyMeSubject } from "./notify-me-rules";
import { logError } from "#app/errors/log-line.ts";
import type { CatalogueDb } from "#app/catalogue/d1.server.ts";

export type NotifyMeOutcome =
  | { outcome: "confirmed" | "duplicate"; status: 200; message: string; matchedTerm: string }
  | { outcome: "invalid"; status: 400 | 404; field: "email" | "term" | "productId"; message: string }
  | { outcome: "failed"; status: 503; message: string };

const NotifyMeFields = z.object({
  productId: z
    .string()
    .regex(/^\d{1,12}$/)
    .optional()
    .catch(undefined),
  term: z.string().trim().min(1).max(MAX_SEARCH_TERM_LENGTH).optional().catch(undefined),
});

/** The subject from a form: a product id (out of stock) or else a searched term (no-results page). */
export function subjectFrom(form: Pick<FormData, "get"> | URLSearchParams): NotifyMeSubject | { field: "term"; message: string } {
  const fields = NotifyMeFields.parse({ productId: form.get("productId") ?? undefined, term: form.get("term") ?? undefined });
  if (fields.productId) return { kind: "product", productId: fields.productId };
  if (fields.term) return { kind: "term", term: fields.term.replace(/\s+/g, " ") };
  return { field: "term", message: NOTIFY_ME_MESSAGES.noSubject };
}

/** The subject as the page's form carries it (hidden fields), or an empty term when there is none. */
export function subjectFields(subject: ReturnType<typeof subjectFrom>): { productId: string } | { term: string } {
  if ("field" in subject) return { term: "" };
  return subject.kind === "product" ? { productId: subject.productId } : { term: subject.term };
}

/**
 * Stores one request (term or product, e-mail, market, time). The same e-mail and subject twice in a
 * market answers 'Looks like you already signed up…'; a storage failure answers the spec's failure
 * message (spec §8) and stores nothing.
 */
export async function submitNotifyMe(db: CatalogueDb, market: MarketConfig, email: unknown, subject: NotifyMeSubject): Promise<NotifyMeOutcome> {
  const checked = checkEmail(email);
  if (!checked.ok) return { outcome: "invalid", status: 400, field: "email", message: checked.error };
  try {
    let matchedTerm: string;
    let productId: number | null = null;
    if (subject.kind === "product") {
      const product = await db.prepare("SELECT name FROM products WHERE id = ?1 AND published = 1").bind(Number(subject.productId)).first<{ name: string }>();
      if (!product) return { outcome: "invalid", status: 404, field: "productId", message: NOTIFY_ME_MESSAGES.productGone };
      matchedTerm = product.name;
      productId = Number(subject.productId);
    } else {
      matchedTerm = subject.term;
    }
    const inserted = await db
      .prepare(
        `INSERT INTO notify_me_requests (email, subject_key, term, product_id, matched_term, market) VALUES (?1, ?2, ?3, ?4, ?5, ?6)
         ON CONFLICT (email, subject_key, market) DO NOTHING RETURNING id`,
      )
      .bind(checked.email, subjectKey(subject), subject.kind === "term" ? normaliseTerm(subject.term) : null, productId, matchedTerm, market.region)
      .first();
    return inserted
      ? { outcome: "confirmed", status: 200, message: confirmedMessage(matchedTerm), matchedTerm }
      : { outcome: "duplicate", status: 200, message: alreadySignedUpMessage(matchedTerm), matchedTerm };
  } catch (error) {
    logError(null, "notify-me request not stored", error);
    return { outcome: "failed", status: 503, message: NOTIFY_ME_MESSAGES.failure };
  }
}
