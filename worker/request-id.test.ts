import { describe, expect, it } from "vitest";
import { logRequestLabel, requestIdsFor } from "./request-id";

const withHeader = (value?: string) => new Request("https://www.tailwise.test/", { headers: value === undefined ? {} : { "x-request-id": value } });
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe("requestIdsFor: our request id is made by us", () => {
  it("is a fresh UUID for every request, whatever the client sends", () => {
    const a = requestIdsFor(withHeader("req-77"));
    const b = requestIdsFor(withHeader("req-77"));
    expect(a.requestId).toMatch(UUID);
    expect(b.requestId).toMatch(UUID);
    expect(a.requestId).not.toBe("req-77");
    expect(a.requestId).not.toBe(b.requestId);
    expect(requestIdsFor(withHeader()).requestId).toMatch(UUID);
  });

  it("keeps a well-formed client id beside ours, as the client's", () => {
    expect(requestIdsFor(withHeader("req-77"), () => "ours")).toEqual({ requestId: "ours", clientRequestId: "req-77" });
    expect(requestIdsFor(withHeader("00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01"), () => "ours").clientRequestId).toBe(
      "00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01",
    );
  });

  it("drops a client id that is empty, too long or could write into a log line", () => {
    for (const claimed of ["", "x".repeat(65), "<script>", "a b", "id\tforged=field", "%00", "a;b"]) {
      expect(
        requestIdsFor(withHeader(claimed), () => "ours"),
        JSON.stringify(claimed),
      ).toEqual({ requestId: "ours", clientRequestId: null });
    }
  });
});

describe("logRequestLabel", () => {
  it("names our id first and the client's as a separate field", () => {
    expect(logRequestLabel({ requestId: "ours", clientRequestId: null })).toBe("ours");
    expect(logRequestLabel({ requestId: "ours", clientRequestId: "req-77" })).toBe("ours client-request-id=req-77");
  });
});
