// Exposure (issue #11): the analytics layer hears once that a visitor saw a variant of an
// experiment, "Experiment Viewed" (Segment's A/B testing spec), whatever page they see it on. What
// was reported is kept in local storage (`tailwise-experiments-reported`: `id:VARIANT` entries);
// a new variant of the same experiment is a new exposure. Pure, apart from the storage given.

export const EXPOSURE_EVENT = "Experiment Viewed";
export const REPORTED_KEY = "tailwise-experiments-reported";
const MAX_REMEMBERED = 200;

export interface Exposure {
  experimentId: string;
  variant: string;
}

/** The exposures not reported yet, and what to remember once they are. */
export function exposuresToReport(experiments: Readonly<Record<string, string>>, remembered: string | null): { report: Exposure[]; remember: string } {
  const seen = new Set((remembered ?? "").split(",").filter(Boolean));
  const report = Object.entries(experiments)
    .filter(([id, variant]) => !seen.has(`${id}:${variant}`))
    .map(([experimentId, variant]) => ({ experimentId, variant }));
  const all = [...seen, ...report.map((exposure) => `${exposure.experimentId}:${exposure.variant}`)].slice(-MAX_REMEMBERED);
  return { report, remember: all.join(",") };
}

/** The event's properties (Segment: experiment_id, variation_name; the GA-style trio for the data layer). */
export function exposureProperties(exposure: Exposure) {
  return {
    eventCategory: "experiment",
    eventAction: "view",
    eventLabel: `${exposure.experimentId}:${exposure.variant}`,
    eventNonInt: true,
    experiment_id: exposure.experimentId,
    variation_name: exposure.variant,
  };
}

const MAX_EXPERIMENTS = 100;

/** The island's `experiments` (app/visitor/personal.ts): `{ "experiment-id": "VARIANT_01" }` pairs; anything else is dropped. */
export function experimentsOf(islandText: string | null | undefined): Record<string, string> {
  let raw: unknown;
  try {
    raw = (JSON.parse(islandText ?? "") as { experiments?: unknown } | null)?.experiments;
  } catch {
    return {};
  }
  if (typeof raw !== "object" || raw === null || Array.isArray(raw)) return {};
  const pairs = Object.entries(raw as Record<string, unknown>).filter(
    ([id, variant]) => /^[a-z0-9-]{1,64}$/.test(id) && typeof variant === "string" && /^[A-Z0-9_]{1,16}$/.test(variant),
  );
  return Object.fromEntries(pairs.slice(0, MAX_EXPERIMENTS)) as Record<string, string>;
}
