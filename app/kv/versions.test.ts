import { describe, expect, it } from "vitest";
import { formatVersionId, pointerAfterPublish, pointerAfterRollback, VERSION_POINTER_HISTORY } from "./versions";

const at = new Date("2026-01-05T00:00:00.000Z");

describe("the pointer", () => {
  it("names the first version with no history", () => {
    expect(pointerAfterPublish(null, "v1", at)).toEqual({ format: 1, version: "v1", previous: [], updatedAt: at.toISOString() });
  });

  it("remembers earlier versions, most recent first, up to the history limit", () => {
    let pointer = pointerAfterPublish(null, "v0", at);
    for (let i = 1; i <= 30; i++) pointer = pointerAfterPublish(pointer, `v${i}`, at);
    expect(pointer.version).toBe("v30");
    expect(pointer.previous.slice(0, 3)).toEqual(["v29", "v28", "v27"]);
    expect(pointer.previous).toHaveLength(VERSION_POINTER_HISTORY);
  });

  it("rolls back one version at a time", () => {
    const pointer = pointerAfterPublish(pointerAfterPublish(pointerAfterPublish(null, "v1", at), "v2", at), "v3", at);
    const first = pointerAfterRollback(pointer, at);
    expect(first).toMatchObject({ ok: true, from: "v3", to: "v2", pointer: { version: "v2", previous: ["v1"] } });
    const second = first.ok ? pointerAfterRollback(first.pointer, at) : null;
    expect(second).toMatchObject({ ok: true, from: "v2", to: "v1", pointer: { version: "v1", previous: [] } });
    expect(second?.ok && pointerAfterRollback(second.pointer, at)).toEqual({ ok: false, problem: "version v1 has no earlier version to roll back to" });
  });

  it("rolls to a named version (undoing a rollback)", () => {
    const pointer = { format: 1 as const, version: "v2", previous: ["v1"], updatedAt: at.toISOString() };
    expect(pointerAfterRollback(pointer, at, "v3")).toMatchObject({ ok: true, from: "v2", to: "v3", pointer: { version: "v3", previous: ["v2", "v1"] } });
    expect(pointerAfterRollback(pointer, at, "v2")).toEqual({ ok: false, problem: "version v2 is already live" });
    expect(pointerAfterRollback(null, at)).toEqual({ ok: false, problem: "nothing is published yet (no pointer key)" });
  });
});

describe("version ids", () => {
  it("sort by publish time and end with the content hash", () => {
    expect(formatVersionId(new Date("2026-11-22T08:45:04.123Z"), "1a2b3c4d5e6f")).toBe("20261122T084504123Z-1a2b3c4d");
    expect(formatVersionId(new Date("2026-11-22T08:45:05Z"), "00") > formatVersionId(new Date("2026-11-22T08:45:04.999Z"), "ff")).toBe(true);
  });
});
