// What makes `npm run audit` fail: a page Lighthouse could not audit or scores below the
// accessibility floor, and any Nu Html Checker error that is not an accepted finding.
import type { LighthouseRun } from "./lighthouse";
import type { NuMessage, NuReport } from "./nu";

/** Lighthouse accessibility score (0–1) every page must reach, in both presets. */
export const MIN_ACCESSIBILITY = 0.9;

export interface AcceptedNuFinding {
  /** Matched against the checker's message text. */
  message: RegExp;
  /** Why the pages cannot fix it: only markup the pages do not write themselves belongs here. */
  why: string;
}

/**
 * Nu errors accepted because the markup comes from something the pages cannot change (React's or
 * Remix's own output, the browser's). Anything the app's components or routes write is fixed there,
 * never listed here. Empty: every error found so far is in markup the app writes.
 */
export const ACCEPTED_NU_FINDINGS: AcceptedNuFinding[] = [];

export function acceptedBy(message: NuMessage, accepted: AcceptedNuFinding[] = ACCEPTED_NU_FINDINGS): AcceptedNuFinding | undefined {
  return accepted.find((finding) => finding.message.test(message.message));
}

/** One line per reason to fail; empty when the audit passes. */
export function gateFailures(runs: LighthouseRun[], nu: NuReport, accepted: AcceptedNuFinding[] = ACCEPTED_NU_FINDINGS): string[] {
  const failures: string[] = [];
  for (const run of runs) {
    const label = `${run.page} (${run.path}, ${run.preset})`;
    const score = run.scores.accessibility;
    if (run.runtimeError) failures.push(`Lighthouse could not audit ${label}: ${run.runtimeError}`);
    else if (score === null) failures.push(`Lighthouse gave ${label} no accessibility score`);
    else if (score < MIN_ACCESSIBILITY) failures.push(`accessibility ${score.toFixed(2)} < ${MIN_ACCESSIBILITY} on ${label}`);
  }
  for (const page of nu.pages) {
    const label = `${page.page} (${page.path})`;
    for (const m of page.notChecked) failures.push(`the Nu Html Checker could not check ${label}: ${m.message}`);
    const errors = page.errors.filter((m) => !acceptedBy(m, accepted));
    if (errors.length) failures.push(`${errors.length} Nu Html Checker error${errors.length === 1 ? "" : "s"} on ${label}`);
  }
  for (const m of nu.stray.filter((m) => !acceptedBy(m, accepted))) failures.push(`Nu Html Checker ${m.type} on ${m.url ?? "no URL"}: ${m.message}`);
  return failures;
}
