import { describe, expect, it, vi } from "vitest";
import { sendAdImpression } from "./ad-impression";
import { logged, spyConsole } from "./fakes.testkit";
import { createLogger } from "./logger";

describe("ad impression call (spec §7)", () => {
  it("is a GET to the caller's URL with mode no-cors and a JSON content type", async () => {
    const fetch = vi.fn(() => Promise.resolve({}));
    await sendAdImpression(
      "https://ads.example/imp?id=1",
      fetch,
      createLogger(spyConsole(), () => false),
    );
    expect(fetch).toHaveBeenCalledWith("https://ads.example/imp?id=1", {
      method: "GET",
      mode: "no-cors",
      headers: { "Content-Type": "application/json" },
    });
  });
  it("logs failures to the console and never rejects", async () => {
    const console = spyConsole();
    const logger = createLogger(console, () => false);
    await expect(sendAdImpression("u", () => Promise.reject(new Error("blocked")), logger)).resolves.toBeUndefined();
    await expect(
      sendAdImpression(
        "u",
        () => {
          throw new Error("sync");
        },
        logger,
      ),
    ).resolves.toBeUndefined();
    expect(logged(console.error).filter((t) => t === "Ad impression call failed")).toHaveLength(2);
  });
});
