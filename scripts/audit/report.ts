// What `npm run audit` prints: the score table, then per page what failed and why.
import { acceptedBy, MIN_ACCESSIBILITY } from "./gate";
import { CATEGORIES, type LighthouseRun } from "./lighthouse";
import type { NuMessage, NuReport } from "./nu";

const SHORT: Record<(typeof CATEGORIES)[number], string> = { performance: "perf", accessibility: "a11y", "best-practices": "bp", seo: "seo" };

function table(header: string[], rows: string[][]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells: string[]) => cells.map((c, i) => (i < 2 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join("  ");
  return [line(header), widths.map((w) => "-".repeat(w)).join("  "), ...rows.map(line)].join("\n");
}

/** Scores as Lighthouse shows them (0–100); an accessibility score under the floor is starred. */
export function scoreTable(runs: LighthouseRun[]): string {
  const rows = runs.map((run) => [
    run.page,
    run.preset,
    ...CATEGORIES.map((c) => {
      const score = run.scores[c];
      if (score === null) return "—";
      return `${Math.round(score * 100)}${c === "accessibility" && score < MIN_ACCESSIBILITY ? "*" : ""}`;
    }),
    run.lcpMs === null ? "—" : `${(run.lcpMs / 1000).toFixed(2)} s`,
    run.tbtMs === null ? "—" : `${Math.round(run.tbtMs)} ms`,
    run.cls === null ? "—" : run.cls.toFixed(3),
  ]);
  return table(["page", "preset", ...CATEGORIES.map((c) => SHORT[c]), "LCP", "TBT", "CLS"], rows);
}

/** Failed accessibility / SEO / best-practices audits, per page, the presets that saw each. */
export function failedAudits(runs: LighthouseRun[]): string {
  const out: string[] = [];
  const pages = [...new Set(runs.map((r) => r.page))];
  for (const page of pages) {
    const own = runs.filter((r) => r.page === page);
    const byId = new Map<string, { presets: string[]; line: string; items: string[] }>();
    for (const run of own) {
      if (run.runtimeError) out.push(`${page} (${run.preset}): Lighthouse could not audit it: ${run.runtimeError}`);
      for (const audit of run.failed) {
        const key = `${audit.category}/${audit.id}`;
        const seen = byId.get(key);
        if (seen) seen.presets.push(run.preset);
        else byId.set(key, { presets: [run.preset], line: `[${audit.category}] ${audit.id}: ${audit.title}`, items: audit.items });
      }
    }
    if (!byId.size) continue;
    out.push(`${page} (${own[0].path})`);
    for (const { presets, line, items } of byId.values()) {
      out.push(`  ${line} (${presets.join(", ")})`);
      for (const item of items) out.push(`      ${item.replace(/\s+/g, " ").slice(0, 300)}`);
    }
  }
  return out.join("\n") || "none";
}

function where(m: NuMessage): string {
  return m.lastLine === undefined ? "" : `line ${m.lastLine}${m.firstColumn === undefined ? "" : `:${m.firstColumn}`}: `;
}

export function nuFindings(nu: NuReport): string {
  const out: string[] = [];
  const used = new Map<string, string>();
  for (const page of nu.pages) {
    out.push(`${page.page} (${page.path}): ${page.errors.length} error(s), ${page.warnings.length} warning(s)`);
    for (const m of page.notChecked) out.push(`  not checked: ${m.message}`);
    for (const m of page.errors) {
      const accepted = acceptedBy(m, page.errors);
      if (accepted) used.set(accepted.id, accepted.why);
      out.push(`  ${accepted ? "accepted " : ""}error ${where(m)}${m.message}${accepted ? ` [${accepted.id}]` : ""}`);
      if (m.extract) out.push(`      ${m.extract.replace(/\s+/g, " ").trim().slice(0, 200)}`);
    }
  }
  for (const m of nu.stray) out.push(`${m.url ?? "(no URL)"}: ${m.type} ${m.message}`);
  for (const [id, why] of used) out.push(`\naccepted [${id}] (not failing the audit): ${why}`);
  return out.join("\n");
}

/** Lighthouse's own run warnings, each once, with the runs that had it. */
export function runWarnings(runs: LighthouseRun[]): string {
  const byWarning = new Map<string, string[]>();
  for (const run of runs) for (const w of run.runWarnings) byWarning.set(w, [...(byWarning.get(w) ?? []), `${run.page} ${run.preset}`]);
  return [...byWarning].map(([w, where]) => `${w}\n  (${where.length === runs.length ? "every run" : where.join(", ")})`).join("\n") || "none";
}
