// What makes `npm run audit` fail: a page Lighthouse could not audit or scores below the
// accessibility floor, any Nu Html Checker error that is not an accepted finding, and a category or
// product page whose mobile Total Blocking Time, the median of its runs, is over budget.
import { median } from "#scripts/median.ts";
import type { LighthouseRun } from "./lighthouse";
import type { NuMessage, NuReport } from "./nu";

/** Lighthouse accessibility score (0–1) every page must reach, in both presets. */
export const MIN_ACCESSIBILITY = 0.9;

export interface AcceptedNuFinding {
  id: string;
  /** Why the pages cannot fix it: only markup the pages do not write themselves belongs here. */
  why: string;
  /** Whether `message`, one of a page's Nu errors (`pageErrors`), is this finding. */
  matches(message: NuMessage, pageErrors: NuMessage[]): boolean;
}

const STRAY_SCRIPT = "Stray start tag “script”.";
const CANNOT_RECOVER = "Cannot recover after last error. Any further errors will be ignored.";

/** The first of Remix's stream-transfer scripts, which React leaves after `</html>` (see below). */
function isStreamTransferAfterHtml(message: NuMessage): boolean {
  // The extract is a few characters around the error: the end of `</html>`, React's Suspense
  // marker `<!--$-->`, and the start of the script (`window.__remixContext.streamController…`),
  // which the checker sometimes cuts short (`…">wi`): the script's text must begin as that does.
  if (message.message !== STRAY_SCRIPT) return false;
  const text = /<!--\$--><script\b[^>]*>(.*)$/s.exec(message.extract ?? "")?.[1];
  return text !== undefined && text.length >= 2 && (text.startsWith("window") || "window".startsWith(text));
}

/**
 * Nu errors accepted because the markup comes from something the pages cannot change (React's or
 * Remix's own output). Anything the app's components or routes write is fixed there, never listed here.
 */
export const ACCEPTED_NU_FINDINGS: AcceptedNuFinding[] = [
  {
    id: "remix-stream-transfer-after-html",
    why:
      "Remix's <Scripts> (single fetch, future.v3_singleFetch) streams the loader data as inline " +
      "`window.__remixContext.streamController` scripts inside React Suspense boundaries, and React 18's " +
      "streaming renderer writes them after `</body></html>`; browsers move them into <body>. The routes " +
      "do not write this markup. The checker stops there, so nothing of the page's own is left unchecked.",
    matches: (message, pageErrors) =>
      isStreamTransferAfterHtml(message) ||
      // The checker's stop, at the very same place as the stray script.
      (message.message === CANNOT_RECOVER &&
        pageErrors.some((other) => isStreamTransferAfterHtml(other) && other.lastLine === message.lastLine && other.firstColumn === message.firstColumn)),
  },
];

export function acceptedBy(message: NuMessage, pageErrors: NuMessage[], accepted: AcceptedNuFinding[] = ACCEPTED_NU_FINDINGS): AcceptedNuFinding | undefined {
  return accepted.find((finding) => finding.matches(message, pageErrors));
}

/**
 * Listing pages (issue #9) are held to more: accessibility 100, and no failed SEO audit but
 * "is-crawlable" (searches, filter combinations and no-results pages are `noindex,follow` on
 * purpose, docs/decisions/0022, and Lighthouse counts that against the SEO score).
 */
export const LISTING_ACCESSIBILITY = 1;
export const NOINDEX_BY_POLICY = "is-crawlable";

/** One line per reason to fail; empty when the audit passes. */
export function gateFailures(
  runs: LighthouseRun[],
  nu: NuReport,
  accepted: AcceptedNuFinding[] = ACCEPTED_NU_FINDINGS,
  listingPages: ReadonlySet<string> = new Set(),
): string[] {
  const failures: string[] = [];
  for (const run of runs) {
    const label = `${run.page} (${run.path}, ${run.preset})`;
    const score = run.scores.accessibility;
    const floor = listingPages.has(run.page) ? LISTING_ACCESSIBILITY : MIN_ACCESSIBILITY;
    if (run.runtimeError) failures.push(`Lighthouse could not audit ${label}: ${run.runtimeError}`);
    else if (score === null) failures.push(`Lighthouse gave ${label} no accessibility score`);
    else if (score < floor) failures.push(`accessibility ${score.toFixed(2)} < ${floor} on ${label}`);
    if (listingPages.has(run.page) && !run.runtimeError) {
      for (const audit of run.failed.filter((a) => a.category === "seo" && a.id !== NOINDEX_BY_POLICY))
        failures.push(`SEO audit ${audit.id} failed on ${label}`);
    }
  }
  for (const page of nu.pages) {
    const label = `${page.page} (${page.path})`;
    for (const m of page.notChecked) failures.push(`the Nu Html Checker could not check ${label}: ${m.message}`);
    const errors = page.errors.filter((m) => !acceptedBy(m, page.errors, accepted));
    if (errors.length) failures.push(`${errors.length} Nu Html Checker error${errors.length === 1 ? "" : "s"} on ${label}`);
  }
  for (const m of nu.stray.filter((m) => !acceptedBy(m, nu.stray, accepted))) failures.push(`Nu Html Checker ${m.type} on ${m.url ?? "no URL"}: ${m.message}`);
  return failures;
}

/**
 * Issue #28: mobile Lighthouse Total Blocking Time at most 100 ms, the median of 5 runs, on the
 * pages a shopper lands on most (a category and a product page). One run's TBT moves by tens of ms
 * with the machine's load, so the gate reads the median, and the audit runs those pages this often.
 * The runs emulate the same phone on any host: the CPU slowdown is calibrated from the host's
 * benchmark index (cpu-calibration.ts, decision 0087).
 */
export const TBT_BUDGET_MS = 100;
export const TBT_RUNS = 5;
export const TBT_PAGES = ["category", "product"] as const;

export interface TbtVerdict {
  page: string;
  runsMs: number[];
  medianMs: number | null;
}

/** Each TBT page's mobile runs and their median (null without a TBT figure in every run asked for). */
export function tbtVerdicts(runs: LighthouseRun[], pages: readonly string[] = TBT_PAGES): TbtVerdict[] {
  return pages.map((page) => {
    const own = runs.filter((run) => run.page === page && run.preset === "mobile" && !run.runtimeError);
    const runsMs = own.flatMap((run) => (run.tbtMs === null ? [] : [Math.round(run.tbtMs)]));
    return { page, runsMs, medianMs: runsMs.length >= TBT_RUNS ? median(runsMs) : null };
  });
}

/**
 * One line per TBT page over budget, or without enough runs to tell, and one per run that did not
 * emulate the CPU slowdown asked for (a figure at another factor is another phone's) or was not
 * Lighthouse's simulation (applied throttling is a reference beside the gate, decision 0090).
 */
export function tbtFailures(runs: LighthouseRun[], { cpuSlowdown, pages = TBT_PAGES }: { cpuSlowdown: number; pages?: readonly string[] }): string[] {
  const gated = runs.filter((run) => pages.includes(run.page) && run.preset === "mobile");
  const otherPhone = gated
    .filter((run) => run.cpuSlowdown !== cpuSlowdown)
    .map((run) => `Total Blocking Time of ${run.page} (mobile): a run emulated CPU ${run.cpuSlowdown}×, not the ${cpuSlowdown}× asked for`);
  const otherMethod = gated
    .filter((run) => run.throttlingMethod !== "simulate")
    .map((run) => `Total Blocking Time of ${run.page} (mobile): a run used ${run.throttlingMethod} throttling, not Lighthouse's simulation`);
  return otherPhone.concat(
    otherMethod,
    tbtVerdicts(runs, pages).flatMap(({ page, runsMs, medianMs }) =>
      medianMs === null
        ? [`Total Blocking Time of ${page} (mobile): ${runsMs.length} of the ${TBT_RUNS} runs it needs gave a figure`]
        : medianMs > TBT_BUDGET_MS
          ? [`Total Blocking Time of ${page} (mobile, CPU ${cpuSlowdown}×): median ${medianMs} ms of ${runsMs.join(", ")} > ${TBT_BUDGET_MS} ms`]
          : [],
    ),
  );
}
