import { describe, expect, it } from "vitest";
import { searchWithSponsored } from "./listing-calls";

describe("a listing's search and its sponsored search (flag parallelListingCalls)", () => {
  const run = async (parallel: boolean) => {
    const log: string[] = [];
    const search = async () => {
      log.push("search starts");
      await new Promise((resolve) => setTimeout(resolve, 5));
      log.push("search answers");
      return "listing";
    };
    const answer = await searchWithSponsored(parallel, search, () => (log.push("ads start"), "ads"));
    return { answer, log };
  };

  it("on: the sponsored search starts before the search answers", async () => {
    const { answer, log } = await run(true);
    expect(answer).toEqual(["listing", "ads"]);
    expect(log).toEqual(["ads start", "search starts", "search answers"]);
  });

  it("off: it starts once the search has answered", async () => {
    const { answer, log } = await run(false);
    expect(answer).toEqual(["listing", "ads"]);
    expect(log).toEqual(["search starts", "search answers", "ads start"]);
  });
});
