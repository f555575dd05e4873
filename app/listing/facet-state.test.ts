import { describe, expect, it } from "vitest";
import { appliedFacets, apply, cancel, checkedFacets, createFacetSelection, hasPendingChanges, isChecked, reset, toggle } from "./facet-state";

const kong = { key: "brand_facet" as const, value: "Kong", facetId: 12, id: "abc" };
const puppy = { key: "Lifestage" as const, value: "Puppy" };
const fourStars = { key: "rating" as const, value: "4" };

function deepFreeze<T>(value: T): T {
  if (value && typeof value === "object") {
    Object.values(value).forEach(deepFreeze);
    Object.freeze(value);
  }
  return value;
}

describe("facet selection (spec §4)", () => {
  const start = deepFreeze(createFacetSelection([kong]));

  it("starts with the applied facets and nothing pending", () => {
    expect(start).toEqual({ entries: [{ ...kong, status: "applied" }], saved: null });
    expect(hasPendingChanges(start)).toBe(false);
  });

  it("adding and removing changes are held as pending and the previous selection is saved", () => {
    const next = toggle(toggle(start, puppy), kong);
    expect(next.entries).toEqual([
      { ...kong, status: "removing" },
      { ...puppy, status: "adding" },
    ]);
    expect(next.saved).toEqual(start.entries);
    expect(hasPendingChanges(next)).toBe(true);
    expect(isChecked(next, puppy)).toBe(true);
    expect(isChecked(next, kong)).toBe(false);
    expect(checkedFacets(next)).toEqual([{ ...puppy, status: "adding" }]);
  });

  it("the saved selection is the one before the first pending change", () => {
    const next = toggle(toggle(toggle(start, puppy), fourStars), kong);
    expect(next.saved).toEqual(start.entries);
  });

  it("toggling a pending change again undoes it", () => {
    expect(toggle(toggle(start, puppy), puppy).entries).toEqual(start.entries);
    expect(toggle(toggle(start, kong), kong).entries).toEqual(start.entries);
  });

  it("apply turns pending changes into applied and drops those marked removing", () => {
    const applied = apply(toggle(toggle(start, puppy), kong));
    expect(applied).toEqual({ entries: [{ ...puppy, status: "applied" }], saved: null });
    expect(appliedFacets(applied)).toEqual([puppy]);
  });

  it("cancel restores the saved selection", () => {
    expect(cancel(toggle(toggle(start, puppy), kong))).toEqual(start);
    expect(cancel(start)).toBe(start);
  });

  it("reset keeps only applied facets", () => {
    const pending = toggle(toggle(createFacetSelection([kong, fourStars]), puppy), kong);
    const afterReset = reset(pending);
    expect(afterReset.entries).toEqual([{ ...fourStars, status: "applied" }]);
    expect(afterReset.saved).toEqual(pending.saved);
  });

  it("never changes the state it is given (the inputs above are deeply frozen)", () => {
    expect(() => apply(cancel(reset(toggle(start, puppy))))).not.toThrow();
    expect(start.entries).toHaveLength(1);
  });

  it("a facet is selected once", () => {
    expect(createFacetSelection([kong, kong]).entries).toHaveLength(1);
  });
});
