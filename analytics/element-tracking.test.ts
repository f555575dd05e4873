import { describe, expect, it, vi } from "vitest";
import { clampThreshold, createElementTracker, isLinkClick } from "./element-tracking";
import { FakeElement, fakeIntersectionObserver } from "./fakes.testkit";

describe("visibility threshold (spec §4, §9)", () => {
  it("defaults to 0.5 and is clamped to 0..1", () => {
    expect(clampThreshold(undefined)).toBe(0.5);
    expect(clampThreshold(Number.NaN)).toBe(0.5);
    expect(clampThreshold(-1)).toBe(0);
    expect(clampThreshold(1.5)).toBe(1);
    expect(clampThreshold(0.25)).toBe(0.25);
  });
});

describe("tracked elements", () => {
  it("fire a click event on every click", () => {
    const onClick = vi.fn();
    const el = new FakeElement();
    createElementTracker(undefined).track(el, { onClick });
    el.click();
    el.click();
    expect(onClick).toHaveBeenCalledTimes(2);
  });
  it("fire one visibility event, once at least the threshold share is visible", () => {
    const io = fakeIntersectionObserver();
    const onVisible = vi.fn();
    const el = new FakeElement();
    createElementTracker(io.Observer).track(el, { onVisible });
    expect(io.instances[0].options.threshold).toBe(0.5);
    io.show(el, 0.3);
    expect(onVisible).not.toHaveBeenCalled();
    io.show(el, 0.5);
    io.show(el, 1);
    expect(onVisible).toHaveBeenCalledTimes(1);
    expect(io.instances[0].observed.has(el)).toBe(false);
  });
  it("pass the clamped threshold to the observer and share one observer between elements", () => {
    const io = fakeIntersectionObserver();
    const tracker = createElementTracker(io.Observer, 7);
    const a = new FakeElement();
    const b = new FakeElement();
    const seen: string[] = [];
    tracker.track(a, { onVisible: () => seen.push("a") });
    tracker.track(b, { onVisible: () => seen.push("b") });
    expect(io.instances).toHaveLength(1);
    expect(io.instances[0].options.threshold).toBe(1);
    io.show(b, 0.99);
    io.show(b, 1);
    io.show(a, 1);
    expect(seen).toEqual(["b", "a"]);
  });
  it("threshold 0 fires as soon as any part intersects", () => {
    const io = fakeIntersectionObserver();
    const onVisible = vi.fn();
    const el = new FakeElement();
    createElementTracker(io.Observer, 0).track(el, { onVisible });
    io.show(el, 0.01);
    expect(onVisible).toHaveBeenCalledOnce();
  });
  it("stop when the returned function is called", () => {
    const io = fakeIntersectionObserver();
    const onClick = vi.fn();
    const onVisible = vi.fn();
    const el = new FakeElement();
    const stop = createElementTracker(io.Observer).track(el, { onClick, onVisible });
    stop();
    el.click();
    io.show(el, 1);
    expect(onClick).not.toHaveBeenCalled();
    expect(onVisible).not.toHaveBeenCalled();
  });
});

describe("product clicks are link clicks", () => {
  const target = (inLink: boolean) => ({ target: { closest: (s: string) => (s === "a[href]" && inLink ? {} : null) } });
  it("counts a click inside a link and not one on the card's own button", () => {
    expect(isLinkClick(target(true))).toBe(true);
    expect(isLinkClick(target(false))).toBe(false);
  });
  it("counts every click when there is no DOM target to inspect", () => {
    expect(isLinkClick(undefined)).toBe(true);
    expect(isLinkClick({ target: null })).toBe(true);
    expect(isLinkClick({ target: {} })).toBe(true);
  });
  it("hands the click event to onClick", () => {
    const onClick = vi.fn();
    const el = new FakeElement();
    createElementTracker(undefined).track(el, { onClick });
    for (const fn of el.listeners.get("click")!) (fn as (e: unknown) => void)({ target: null });
    expect(onClick).toHaveBeenCalledWith({ target: null });
  });
});
