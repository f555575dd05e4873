import { describe, expect, it } from "vitest";
import { nextTask } from "./next-task";

describe("a new task", () => {
  it("comes after the current task's microtasks, not among them", async () => {
    const seen: string[] = [];
    const waited = nextTask().then(() => seen.push("next task"));
    void Promise.resolve().then(() => seen.push("microtask"));
    seen.push("now");
    await Promise.resolve();
    expect(seen).toEqual(["now", "microtask"]);
    await waited;
    expect(seen).toEqual(["now", "microtask", "next task"]);
  });
});
