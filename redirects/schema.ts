import { z, type ZodError } from "zod";
import { documentPath } from "#app/validation/describe-zod-error.ts";
import { followRedirects } from "./chains";
import { VersionId } from "#app/kv/versions.ts";
import {
  buildRedirectIndex,
  categoryIdMatchKey,
  packTarget,
  PERMANENT_REDIRECT_STATUS,
  TEMPORARY_REDIRECT_STATUS,
  type CategoryIdRow,
  type PackedRedirectRows,
  type RedirectIndex,
  type StaticRow,
} from "./lookup";
import { legacyDestinationProblem } from "./category-id";
import { destinationProblem, isSafeDestination, normaliseRedirectPath, sourceProblem } from "./paths";

/*
 * The one schema for both redirect tables (docs/decisions/0003).
 *
 * - `RedirectTables` is what people write (redirects/tables.json): readable objects, every rule
 *   checked with a message that names the entry. The publish CLI and `redirects:check --file` use it.
 * - `RedirectDocument` is what publish stores in KV and the Worker reads: the same tables compiled
 *   (sources normalised, chains collapsed) into compact rows, so a 50,000-entry table parses in a
 *   cold isolate within budget. Parsing it yields the lookup index; destinations get the same
 *   safety rules as above.
 */

const CATEGORY_ID_MAX = 999_999_999;

const note = z.string().max(500).optional();

function entryLabel(from: unknown, to: unknown): string {
  return `${JSON.stringify(from)} → ${JSON.stringify(to)}`;
}

/** One row of the static table: old path → new path, 301 when permanent (the default), else 302. */
export const RedirectEntry = z
  .object({
    from: z.string(),
    to: z.string(),
    permanent: z.boolean().default(true),
    /** Why the entry exists, for the people who edit the table; not published. */
    note,
  })
  .strict()
  .superRefine((entry, ctx) => {
    const badSource = sourceProblem(entry.from);
    if (badSource) ctx.addIssue({ code: "custom", path: ["from"], message: `${entryLabel(entry.from, entry.to)}: ${badSource}` });
    const badDestination = destinationProblem(entry.to);
    if (badDestination) ctx.addIssue({ code: "custom", path: ["to"], message: `${entryLabel(entry.from, entry.to)}: ${badDestination}` });
  });
export type RedirectEntry = z.infer<typeof RedirectEntry>;

type RedirectEntryInput = z.input<typeof RedirectEntry>;

/** One row of the category-id table: a bare category id → a /b/ destination, always 301 (spec §2). */
export const CategoryIdEntry = z
  .object({
    categoryId: z.number().int().positive().max(CATEGORY_ID_MAX),
    to: z.string(),
    permanent: z.literal(true, { errorMap: () => ({ message: "the category-id table is all permanent (spec §2); put a 302 in the static table" }) }).optional(),
    note,
  })
  .strict()
  .superRefine((entry, ctx) => {
    const badDestination = destinationProblem(entry.to);
    if (badDestination) {
      ctx.addIssue({ code: "custom", path: ["to"], message: `${entryLabel(entry.categoryId, entry.to)}: ${badDestination}` });
    }
  });
export type CategoryIdEntry = z.infer<typeof CategoryIdEntry>;
type CategoryIdEntryInput = z.input<typeof CategoryIdEntry>;

/**
 * Both tables as written by people. Each entry is checked on its own, then duplicates,
 * self-redirects and loops across the entries that passed, so one run reports every problem.
 */
export const RedirectTables = z
  .object({
    static: z.array(z.unknown()),
    categoryIds: z.array(z.unknown()),
  })
  .strict()
  .transform((raw, ctx) => {
    const report = (path: (string | number)[], message: string) => ctx.addIssue({ code: "custom", path, message });
    const entries = <T>(table: "static" | "categoryIds", schema: z.ZodType<T, z.ZodTypeDef, unknown>) =>
      raw[table].map((value, i) => {
        const result = schema.safeParse(value);
        if (result.success) return result.data;
        for (const issue of result.error.issues) report([table, i, ...issue.path], issueMessage(issue));
        return null;
      });
    const staticEntries = entries("static", RedirectEntry);
    const idEntries = entries("categoryIds", CategoryIdEntry);

    const staticRows: StaticRow[] = [];
    const firstStatic = new Map<string, number>();
    staticEntries.forEach((entry, i) => {
      if (entry === null) return;
      const key = normaliseRedirectPath(entry.from);
      const earlier = firstStatic.get(key);
      if (earlier !== undefined) {
        const first = staticEntries[earlier]!.from;
        report(
          ["static", i, "from"],
          `${entryLabel(entry.from, entry.to)}: duplicate of static[${earlier}] ${JSON.stringify(first)} (sources match ignoring letter case and trailing slash)`,
        );
        return;
      }
      firstStatic.set(key, i);
      staticRows.push([key, entry.to, entry.permanent ? PERMANENT_REDIRECT_STATUS : TEMPORARY_REDIRECT_STATUS]);
    });

    const idRows: CategoryIdRow[] = [];
    const firstId = new Map<number, number>();
    idEntries.forEach((entry, i) => {
      if (entry === null) return;
      const earlier = firstId.get(entry.categoryId);
      if (earlier !== undefined) {
        report(
          ["categoryIds", i, "categoryId"],
          `${entryLabel(entry.categoryId, entry.to)}: duplicate of categoryIds[${earlier}] (category ${entry.categoryId})`,
        );
        return;
      }
      firstId.set(entry.categoryId, i);
      idRows.push([entry.categoryId, entry.to]);
    });

    // Loops and self-redirects, found by following each destination as the Worker would answer it; and
    // where a chain ends, a canonical address rather than a category's legacy one (issue #27).
    const index = buildRedirectIndex({ version: "draft", publishedAt: "", static: staticRows, categoryIds: idRows });
    for (const [key, to, status] of staticRows) {
      const result = followRedirects(index, key, to, status);
      const i = firstStatic.get(key)!;
      const label = entryLabel(staticEntries[i]!.from, to);
      if (result.kind === "final") {
        const legacy = legacyDestinationProblem(result.location);
        if (legacy) report(["static", i, "to"], `${label}: ${legacy}`);
        continue;
      }
      report(
        ["static", i, "to"],
        result.kind === "self"
          ? `${label}: redirects to itself (paths match ignoring letter case and trailing slash)`
          : `${label}: ${loopMessage(result.hops)}`,
      );
    }
    for (const [categoryId, to] of idRows) {
      const result = followRedirects(index, categoryIdMatchKey(categoryId), to, PERMANENT_REDIRECT_STATUS);
      const label = entryLabel(categoryId, to);
      if (result.kind === "final") {
        const legacy = legacyDestinationProblem(result.location);
        if (legacy) report(["categoryIds", firstId.get(categoryId)!, "to"], `${label}: ${legacy}`);
        continue;
      }
      report(
        ["categoryIds", firstId.get(categoryId)!, "to"],
        result.kind === "self"
          ? `${label}: redirects to itself (the destination is a listing URL of category ${categoryId})`
          : `${label}: ${loopMessage(result.hops)}`,
      );
    }
    return {
      static: staticEntries.filter((e): e is RedirectEntry => e !== null),
      categoryIds: idEntries.filter((e): e is CategoryIdEntry => e !== null),
    };
  });
export type RedirectTables = z.infer<typeof RedirectTables>;
/** Tables as written (before defaults): what redirects/tables.json and `--file` hold. */
export interface RedirectTablesInput {
  static: RedirectEntryInput[];
  categoryIds: CategoryIdEntryInput[];
}

/** `redirect loop /a → /b → /a`, or `leads into a redirect loop /x → /a → /b → /a`. */
function loopMessage(hops: string[]): string {
  const intoLoop = hops[0] !== hops[hops.length - 1];
  return `${intoLoop ? "leads into a redirect loop" : "redirect loop"} ${hops.join(" → ")}`;
}

function issueMessage(issue: z.ZodIssue): string {
  return issue.code === "unrecognized_keys" ? `unknown field(s) ${issue.keys.join(", ")}` : issue.message;
}

export const REDIRECT_DOCUMENT_FORMAT = 1;
/** How many bad rows a rejected document reports (a broken 50,000-row table need not list them all). */
const MAX_ROW_ISSUES = 10;

type PackedStaticRow = PackedRedirectRows["static"][number];
type PackedCategoryIdRow = PackedRedirectRows["categoryIds"][number];
const SLASH = 47;

/**
 * A published version, as stored under `redirects:version:{version}`:
 *
 *   { "format": 1, "version": "…", "publishedAt": "…",
 *     "destinations": ["/b/dog-food-288", "/b/puppy-11097", …],
 *     "static":      [["/b/dog-food", 0, 301], ["/deals/black-friday", 7, 302], …],
 *     "categoryIds": [[3312, 0], …] }
 *
 * Each destination is listed once and rows refer to it by index: many old paths share a destination,
 * so the document is smaller and every destination is checked once with the full rules (no
 * destination can leave the site). Parsing yields the lookup index directly: rows are checked and
 * put into the Maps in the same plain loop (no per-row zod objects), so that a 50,000-entry table
 * loads in a cold isolate within budget. Source rules, duplicates, self-redirects, loops and chains
 * were enforced at publish time (`RedirectTables`); here a source need only be a string starting
 * with `/` (a malformed one could never match a normalised request path anyway).
 */
export const RedirectDocument = z
  .object({
    format: z.literal(REDIRECT_DOCUMENT_FORMAT),
    version: VersionId,
    publishedAt: z.string().datetime(),
    destinations: z.custom<readonly string[]>(Array.isArray, "destinations must be an array of paths"),
    static: z.custom<readonly PackedStaticRow[]>(Array.isArray, "static must be an array of [from, destination index, status] rows"),
    categoryIds: z.custom<readonly PackedCategoryIdRow[]>(Array.isArray, "categoryIds must be an array of [categoryId, destination index] rows"),
  })
  .strict()
  .transform((doc, ctx): RedirectIndex => {
    let issues = 0;
    const report = (path: (string | number)[], message: string) => {
      if (issues++ < MAX_ROW_ISSUES) ctx.addIssue({ code: "custom", path, message });
    };
    const destinations = doc.destinations;
    const count = destinations.length;
    for (let i = 0; i < count; i++) {
      const to = destinations[i] as unknown;
      if (!isSafeDestination(to)) {
        report(["destinations", i], `${JSON.stringify(to)}: ${typeof to === "string" ? destinationProblem(to) : "destination must be a string"}`);
      }
    }
    const statics = new Map<string, number>();
    const rows = doc.static as readonly unknown[];
    for (let i = 0; i < rows.length; i++) {
      const row = rows[i];
      if (!Array.isArray(row) || row.length !== 3) {
        report(["static", i], "row must be [from, destination index, status]");
        continue;
      }
      const from: unknown = row[0];
      const d: unknown = row[1];
      const status: unknown = row[2];
      if (typeof from !== "string" || from.charCodeAt(0) !== SLASH) {
        report(["static", i, 0], `${JSON.stringify(from)}: source must be a path starting with /`);
      } else if (typeof d !== "number" || d >>> 0 !== d || d >= count) {
        report(["static", i, 1], `${JSON.stringify(from)}: destination index ${JSON.stringify(d)} is not in destinations`);
      } else if (status !== PERMANENT_REDIRECT_STATUS && status !== TEMPORARY_REDIRECT_STATUS) {
        report(["static", i, 2], `${JSON.stringify(from)}: status must be 301 or 302`);
      } else {
        statics.set(from, packTarget(d, status));
      }
    }
    const categoryIds = new Map<number, number>();
    const ids = doc.categoryIds as readonly unknown[];
    for (let i = 0; i < ids.length; i++) {
      const row = ids[i];
      if (!Array.isArray(row) || row.length !== 2) {
        report(["categoryIds", i], "row must be [categoryId, destination index]");
        continue;
      }
      const id: unknown = row[0];
      const d: unknown = row[1];
      if (typeof id !== "number" || !Number.isInteger(id) || id < 1 || id > CATEGORY_ID_MAX) {
        report(["categoryIds", i, 0], `${JSON.stringify(id)}: category id must be a positive integer`);
      } else if (typeof d !== "number" || d >>> 0 !== d || d >= count) {
        report(["categoryIds", i, 1], `${id}: destination index ${JSON.stringify(d)} is not in destinations`);
      } else {
        categoryIds.set(id, packTarget(d, PERMANENT_REDIRECT_STATUS));
      }
    }
    if (issues > MAX_ROW_ISSUES) ctx.addIssue({ code: "custom", path: [], message: `…and ${issues - MAX_ROW_ISSUES} more bad rows` });
    if (issues > 0) return z.NEVER;
    return { version: doc.version, publishedAt: doc.publishedAt, destinations, static: statics, categoryIds };
  });
/** The stored JSON shape of a version. */
export type RedirectDocument = z.input<typeof RedirectDocument>;

/** `static[3].to: "/b/old" → "https://x": destination leaves the site …` — one line per problem. */
export function describeRedirectIssues(error: ZodError): string[] {
  return error.issues.map((issue) => {
    const where = documentPath(issue.path);
    const message = issueMessage(issue);
    return where ? `${where}: ${message}` : message;
  });
}
