import { describeIssues } from "#app/kv/versions.ts";
import {
  ContentSource,
  contentVersionKey,
  CONTENT_POINTER_KEY,
  createContentDocument,
  parseContentDocument,
  type ContentDocument,
} from "#app/content/content-document.ts";
import { LIVE_CONTENT_TTL_MS } from "#app/content/live-content.server.ts";
import { orderedZones, type ManagedPage } from "#app/content/zones.ts";
import { OpsError } from "#scripts/kv-ops/ops-error.ts";
import {
  publishVersion,
  rollbackVersion,
  type OpsContext,
  type PublishOptions,
  type PublishResult,
  type RollbackResult,
  type VersionedTable,
} from "#scripts/kv-ops/versioned.ts";

/*
 * The managed-content operations behind `npm run content:publish|rollback|check` (issue #10): the
 * CONTENT KV's versioned table, published and rolled back like the redirect tables
 * (scripts/kv-ops/versioned.ts), so merchandisers change the banner and zones without a deploy.
 */

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;

/** What differs between two versions: pages by id, and the listing rules. */
export function describeContentChanges(before: ContentSource | null, after: ContentSource): { lines: string[]; changed: boolean } {
  const lines: string[] = [];
  const ids = [...new Set([...Object.keys(before?.pages ?? {}), ...Object.keys(after.pages)])].sort();
  const counts = { added: 0, changed: 0, removed: 0, unchanged: 0 };
  for (const id of ids) {
    const old = before?.pages[id];
    const now = after.pages[id];
    const state = !old ? "added" : !now ? "removed" : JSON.stringify(old) === JSON.stringify(now) ? "unchanged" : "changed";
    counts[state]++;
    if (state !== "unchanged") lines.push(`page ${id}: ${state}`);
  }
  const rulesChanged = JSON.stringify(before?.listing.rules ?? []) !== JSON.stringify(after.listing.rules);
  if (rulesChanged)
    lines.push(`listing zone rules: ${before ? `${before.listing.rules.length} → ` : ""}${plural(after.listing.rules.length, "rule")}, changed`);
  lines.push(
    `pages added ${counts.added}, changed ${counts.changed}, removed ${counts.removed}, unchanged ${counts.unchanged}; listing zone rules ${rulesChanged ? "changed" : "unchanged"}`,
  );
  // Brand videos and experiments are compared whole.
  const videosChanged = JSON.stringify(before?.brandVideos ?? []) !== JSON.stringify(after.brandVideos);
  if (videosChanged) lines.push(`brand videos: ${plural(after.brandVideos.length, "video")}, changed`);
  const experimentsChanged = JSON.stringify(before?.experiments ?? []) !== JSON.stringify(after.experiments);
  if (experimentsChanged)
    lines.push(
      `experiments: ${plural(after.experiments.length, "experiment")} (${after.experiments.filter((e) => e.status === "running").length} running), changed`,
    );
  return { lines, changed: counts.added + counts.changed + counts.removed > 0 || rulesChanged || videosChanged || experimentsChanged };
}

/** The CONTENT namespace's versioned table. */
export const CONTENT_TABLE: VersionedTable<ContentDocument> = {
  name: "content",
  pointerKey: CONTENT_POINTER_KEY,
  versionKey: contentVersionKey,
  parseVersion: (text) => parseContentDocument(text),
  liveWithinSeconds: LIVE_CONTENT_TTL_MS / 1000,
  describeChanges: (before, after) => describeContentChanges(before?.content ?? null, after.content),
};

/** Validates content as written, or throws with every problem. */
export function parseContentOrThrow(input: unknown, source: string): ContentSource {
  const parsed = ContentSource.safeParse(input);
  if (!parsed.success) {
    const problems = describeIssues(parsed.error);
    throw new OpsError(`${source} is invalid (${plural(problems.length, "problem")})`, problems);
  }
  return parsed.data;
}

/** One line per page and market: its zones in order, and what each shows; then the listing rules. */
export function summarizeContent(content: ContentSource, pageId?: string): string[] {
  const ids = pageId === undefined ? Object.keys(content.pages).sort() : [pageId];
  const lines: string[] = [];
  for (const id of ids) {
    const entry = content.pages[id];
    if (!entry) throw new OpsError(`no page ${id} (pages: ${Object.keys(content.pages).sort().join(", ") || "none"})`);
    const variants: [string, ManagedPage][] =
      "byMarket" in entry
        ? [
            ["us", entry.byMarket.us],
            ["ca", entry.byMarket.ca],
          ]
        : [["us+ca", entry]];
    for (const [markets, page] of variants) {
      const zones = orderedZones(page).map((zone) => `${zone.order}: ${zone.components.map((c) => c.kind).join(", ") || "empty"}`);
      lines.push(`page ${id} (${markets}): ${zones.length ? zones.join(" | ") : "no zones"}`);
    }
  }
  if (pageId === undefined) {
    for (const rule of content.listing.rules) {
      const match =
        rule.match.type === "category"
          ? `category ${rule.match.groupId}${rule.match.includeDescendants ? " and below" : " only"}`
          : rule.match.type === "search"
            ? `search "${rule.match.term}"`
            : "every listing";
      lines.push(`listing rule (${rule.markets.join("+")}) ${match}: ${Object.keys(rule.zones).join(", ")}`);
    }
  }
  return lines;
}

/** Validate → diff against the live version → upload → flip the pointer (scripts/kv-ops/versioned.ts). */
export async function publishContent(ctx: OpsContext, input: unknown, options: PublishOptions & { source: string }): Promise<PublishResult> {
  const now = (ctx.now ?? (() => new Date()))();
  const content = parseContentOrThrow(input, options.source);
  ctx.log(
    `${options.source}: ${plural(Object.keys(content.pages).length, "page")} and ${plural(content.listing.rules.length, "listing zone rule")} are valid.`,
  );
  const document = await createContentDocument(content, now);
  const body = JSON.stringify(document);
  // Read back as the Worker will read it, before anything is uploaded.
  const parsed = parseContentDocument(body);
  if (!parsed.ok) throw new OpsError("the document does not read back", parsed.problems);
  return publishVersion({ ...ctx, now: () => now }, CONTENT_TABLE, { value: parsed.value, body }, options);
}

export function rollbackContent(ctx: OpsContext, to?: string): Promise<RollbackResult> {
  return rollbackVersion(ctx, CONTENT_TABLE, to);
}
