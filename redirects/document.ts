import { parseStoredJson, parseVersionPointer, type Parsed, type VersionPointer } from "#app/kv/versions.ts";
import type { RedirectIndex } from "./lookup";
import { describeRedirectIssues, RedirectDocument } from "./schema";

/** A version document as read from KV (Worker and CLI), validated by `RedirectDocument` into its lookup index. */
export function parseRedirectDocument(text: string): Parsed<RedirectIndex> {
  return parseStoredJson(text, "redirect document", RedirectDocument, describeRedirectIssues);
}

/** The pointer key's value as read from KV (Worker and CLI). */
export function parseRedirectPointer(text: string): Parsed<VersionPointer> {
  return parseVersionPointer(text, "redirect pointer");
}
