import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { COLLECTOR_FORBIDDEN_MESSAGE, COLLECTOR_NO_KEYS_MESSAGE } from "./collector-access";
import { contentTypeRejection, parseBatch, readBatchBody } from "./collect.server";

describe("the collector reads JSON or text (navigator.sendBeacon posts a string as text/plain)", () => {
  it.each(["application/json", "application/json; charset=utf-8", "Text/Plain;charset=UTF-8", "application/vnd.segment+json"])("accepts %s", (type) => {
    expect(contentTypeRejection(type, null)).toBeNull();
  });
  it.each(["application/x-www-form-urlencoded", "multipart/form-data; boundary=x", "text/html", "application/jsonp", null])("refuses %s with 415", (type) => {
    expect(contentTypeRejection(type, null)).toEqual({ status: 415, error: "Send the batch as application/json or text/plain." });
  });
  it("reads RudderStack's gzip JSON labelled as a form, but never a form a page could post (decision 0070)", () => {
    expect(contentTypeRejection("application/x-www-form-urlencoded", "gzip")).toBeNull();
    expect(contentTypeRejection("application/x-www-form-urlencoded", null)).toMatchObject({ status: 415 });
    expect(contentTypeRejection("application/x-www-form-urlencoded", "identity")).toMatchObject({ status: 415 });
    expect(contentTypeRejection("multipart/form-data; boundary=x", "gzip")).toMatchObject({ status: 415 });
  });
  it("reads identity and gzip bodies only", () => {
    expect(contentTypeRejection("application/json", "gzip")).toBeNull();
    expect(contentTypeRejection("application/json", "br")).toEqual({ status: 415, error: "This Content-Encoding is not supported; send identity or gzip." });
  });
});

describe("readBatchBody", () => {
  const request = (body: BodyInit, headers: Record<string, string> = {}) => new Request("https://shop.example/v1/batch", { method: "POST", body, headers });
  it("refuses a declared or a streamed body over the limit with 413", async () => {
    expect(await readBatchBody(request("x".repeat(20)), 10)).toMatchObject({ status: 413 });
    expect(await readBatchBody(request("x".repeat(20), { "content-length": "20" }), 10)).toMatchObject({ status: 413 });
  });
  it("inflates gzip, with the limit on the inflated text too", async () => {
    expect(await readBatchBody(request(gzipSync('{"batch":[]}'), { "content-encoding": "gzip" }))).toBe('{"batch":[]}');
    expect(await readBatchBody(request(gzipSync("x".repeat(5000)), { "content-encoding": "gzip" }), 1000)).toMatchObject({ status: 413 });
    expect(await readBatchBody(request("not gzip", { "content-encoding": "gzip" }))).toMatchObject({ status: 400 });
  });
});

describe("parseBatch checks who sent the batch before what it holds", () => {
  const context = {
    siteOrigin: "https://shop.example",
    origin: null,
    authorization: null,
    writeKeys: ["wk_server"],
    receivedAt: new Date("2026-11-23T12:00:00.000Z"),
  };
  const valid = JSON.stringify({ batch: [{ type: "page", anonymousId: "a", messageId: "m", timestamp: "2026-11-23T11:59:59.000Z" }] });

  it("a stranger learns nothing about the schema: 403 even for an invalid batch", () => {
    expect(parseBatch('{"batch":[]}', context)).toEqual({ status: 403, error: COLLECTOR_FORBIDDEN_MESSAGE });
  });
  it("a server with no write keys says so, naming the setting, to any client it cannot admit", () => {
    expect(parseBatch(valid, { ...context, writeKeys: [], authorization: `Basic ${btoa("wk_server:")}` })).toEqual({
      status: 403,
      error: COLLECTOR_NO_KEYS_MESSAGE,
    });
    expect(parseBatch(valid, { ...context, writeKeys: [], origin: "https://shop.example" })).toHaveProperty("messages");
  });
  it("only a body that is not JSON at all is refused first (the write key may be in it)", () => {
    expect(parseBatch("not json", context)).toMatchObject({ status: 400 });
  });
  it("a write key in the body admits the batch", () => {
    const keyed = parseBatch(JSON.stringify({ ...JSON.parse(valid), writeKey: "wk_server" }), context);
    expect(keyed).toMatchObject({ messages: [{ messageId: "m", timestamp: "2026-11-23T11:59:59.000Z" }] });
  });
  it("our own page's batch is admitted by its Origin; client times outside the window are a 400", () => {
    expect(parseBatch(valid, { ...context, origin: "https://shop.example" })).toHaveProperty("messages");
    const late = parseBatch(valid.replace("2026-11-23T11:59:59", "2026-11-25T12:00:00"), { ...context, origin: "https://shop.example" });
    expect(late).toMatchObject({ status: 400, issues: [{ field: "batch.0.timestamp" }] });
  });
});
