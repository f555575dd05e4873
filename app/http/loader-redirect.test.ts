import { expect, it } from "vitest";
import { redirectResponse } from "./loader-redirect";

it("a loader redirect is a 301 carrying its reason, a 302 when temporary", () => {
  expect(redirectResponse({ location: "/b/dog_c288", reason: "unpublished-product", status: 302 }).status).toBe(302);
  const res = redirectResponse({ location: "/b/dog_c288", reason: "incorrect-slug" });
  expect(res.status).toBe(301);
  expect(res.headers.get("location")).toBe("/b/dog_c288");
  expect(res.headers.get("x-redirect-reason")).toBe("incorrect-slug");
});

it("a permanent loader redirect may be cached for an hour, a temporary one not at all (issue #8)", () => {
  expect(redirectResponse({ location: "/b/dog_c288", reason: "incorrect-slug" }).headers.get("cache-control")).toBe("public, max-age=3600");
  expect(redirectResponse({ location: "/b/dog_c288", reason: "unpublished-product", status: 302 }).headers.get("cache-control")).toBe("no-store");
});
