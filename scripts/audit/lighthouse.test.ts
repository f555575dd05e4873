import { describe, expect, it } from "vitest";
import { LighthouseError } from "lighthouse/core/lib/lh-error.js";
import { isLateSessionClosed } from "./lighthouse";

describe("a rejection left behind by a finished Lighthouse run", () => {
  it("is Lighthouse's own protocol error for a closed session", () => {
    const late = LighthouseError.fromProtocolMessage("Runtime.evaluate", {
      message: "Protocol error (Runtime.evaluate): Session closed. Most likely the page has been closed.",
    } as never);
    expect(isLateSessionClosed(late)).toBe(true);
  });

  it("is not any other error, protocol or not, which still stops the audit", () => {
    expect(isLateSessionClosed(LighthouseError.fromProtocolMessage("Page.navigate", { message: "Cannot navigate to invalid URL" } as never))).toBe(false);
    expect(isLateSessionClosed(new Error("Session closed"))).toBe(false);
    expect(isLateSessionClosed("Session closed")).toBe(false);
    expect(isLateSessionClosed(undefined)).toBe(false);
  });
});
