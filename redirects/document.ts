import type { z } from "zod";
import { parseVersionPointer, type Parsed, type VersionPointer } from "#app/kv/versions.ts";
import type { RedirectIndex } from "./lookup";
import { describeRedirectIssues, RedirectDocument } from "./schema";

function parseJson<T>(text: string, what: string, schema: z.ZodType<T, z.ZodTypeDef, unknown>): Parsed<T> {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    return { ok: false, problems: [`${what} is not JSON: ${(error as Error).message}`] };
  }
  const result = schema.safeParse(json);
  if (result.success) return { ok: true, value: result.data };
  return { ok: false, problems: describeRedirectIssues(result.error).map((problem) => `${what}: ${problem}`) };
}

/** A version document as read from KV (Worker and CLI), validated by `RedirectDocument` into its lookup index. */
export function parseRedirectDocument(text: string): Parsed<RedirectIndex> {
  return parseJson(text, "redirect document", RedirectDocument);
}

/** The pointer key's value as read from KV (Worker and CLI). */
export function parseRedirectPointer(text: string): Parsed<VersionPointer> {
  return parseVersionPointer(text, "redirect pointer");
}
