import { EVENT_PREFIX, p75, VITAL_NAMES } from "#app/perf/rum.ts";

// `npm run rum:report`'s table (pure): p75 of each Core Web Vital and perf-queue event per page
// type and market, from the stored measurements.

export interface RumRow {
  page_type: string;
  market: string;
  name: string;
  value: number;
}

export interface RumReportLine {
  pageType: string;
  market: string;
  /** p75 by metric name, with how many measurements it is from */
  p75: Record<string, { value: number; count: number }>;
}

export function rumReport(rows: readonly RumRow[]): RumReportLine[] {
  const groups = new Map<string, { pageType: string; market: string; values: Map<string, number[]> }>();
  for (const row of rows) {
    const key = `${row.page_type}\u0000${row.market}`;
    let group = groups.get(key);
    if (!group) groups.set(key, (group = { pageType: row.page_type, market: row.market, values: new Map() }));
    const values = group.values.get(row.name) ?? [];
    values.push(row.value);
    group.values.set(row.name, values);
  }
  return [...groups.values()]
    .sort((a, b) => a.pageType.localeCompare(b.pageType) || a.market.localeCompare(b.market))
    .map((group) => ({
      pageType: group.pageType,
      market: group.market,
      p75: Object.fromEntries(
        [...group.values].sort(([a], [b]) => a.localeCompare(b)).map(([name, values]) => [name, { value: p75(values)!, count: values.length }]),
      ),
    }));
}

const unit = (name: string, value: number) => (name === "CLS" ? value.toFixed(3) : `${Math.round(value)} ms`);

/** The report as text: one table of the vitals, then the events (if any). */
export function formatRumReport(lines: readonly RumReportLine[], since: string): string {
  if (!lines.length) return `No RUM measurements since ${since}.`;
  const out = [`RUM p75 per page type and market, since ${since} (n = measurements):`, ""];
  const header = ["page type", "market", ...VITAL_NAMES];
  const table = lines.map((line) => [
    line.pageType,
    line.market,
    ...VITAL_NAMES.map((name) => (line.p75[name] ? `${unit(name, line.p75[name].value)} (n=${line.p75[name].count})` : "-")),
  ]);
  const widths = header.map((title, i) => Math.max(title.length, ...table.map((row) => row[i].length)));
  const row = (cells: string[]) =>
    cells
      .map((cell, i) => cell.padEnd(widths[i]))
      .join("  ")
      .trimEnd();
  out.push(row(header), row(widths.map((w) => "-".repeat(w))), ...table.map(row));
  const events = lines.flatMap((line) =>
    Object.entries(line.p75)
      .filter(([name]) => name.startsWith(EVENT_PREFIX))
      .map(([name, p]) => `${line.pageType} ${line.market} ${name.slice(EVENT_PREFIX.length)}: ${Math.round(p.value)} ms (n=${p.count})`),
  );
  if (events.length) out.push("", "Perf-queue events (p75 duration):", ...events);
  return out.join("\n");
}
