import { gunzipSync, gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { fillTemplate, fillTemplateGzip, SLOT_MARK, slotMark, templateFromMarkedText } from "./page-template";

const decode = (bytes: Uint8Array) => new TextDecoder().decode(bytes);

// A page the size and shape of a listing: scripts with nonces, forms with tokens, an island.
const page = (nonce: string, token: string, island: string) =>
  `<!DOCTYPE html><html><head><script nonce="${nonce}">window.x=1</script></head><body>` +
  `<form><input name="_xsrf" value="${token}"></form>` +
  Array.from(
    { length: 400 },
    (_, i) => `<li class="card"><a href="/kibble-${i}/dp/${i}">Kibble “${i}” — 30 lb</a><button name="itemId" value="${i}">Add to Cart</button></li>`,
  ).join("") +
  `<script type="application/json" id="personal-state">${island}</script><script nonce="${nonce}">go()</script></body></html>`;

describe("a cached page as a template", () => {
  const marked = page(slotMark(0), slotMark(1), slotMark(2));
  const template = templateFromMarkedText(marked, 3)!;

  it("joins its pieces with one visitor's values: the page as it would have been rendered for them", () => {
    const values = ["n0nce+/=", "t0ken-_", '{"cartCount":3}'];
    expect(decode(fillTemplate(template, values))).toBe(page(...(values as [string, string, string])));
  });

  it("answers gzip that any inflater reads back to the same page, with its CRC-32 and length", () => {
    for (const values of [
      ["a", "b", "{}"],
      ["n0nce+/=", "t".repeat(70_000), '{"cartCount":12}'],
      ["", "", ""],
    ]) {
      const gz = fillTemplateGzip(template, values)!;
      expect(decode(gunzipSync(gz))).toBe(page(...(values as [string, string, string])));
    }
  });

  it("keeps most of what compressing the whole page would save", () => {
    const whole = gzipSync(page("n0nce", "t0ken", "{}"), { level: 9 }).byteLength;
    const pieces = fillTemplateGzip(template, ["n0nce", "t0ken", "{}"])!.byteLength;
    expect(pieces).toBeLessThan(whole * 1.5);
  });

  it("is no template when the page itself contains the mark character, or names a slot it has no value for", () => {
    expect(templateFromMarkedText(`<p>odd ${SLOT_MARK} name</p>${slotMark(0)}`, 1)).toBeNull();
    expect(templateFromMarkedText(`<p>${slotMark(3)}</p>`, 1)).toBeNull();
  });

  it("refuses to fill a slot without a value", () => {
    expect(() => fillTemplate(template, ["only one"])).toThrow(RangeError);
  });
});

describe("a template whose pieces refer back across fixed-length slots (nonce, token)", () => {
  // The island comes last here, so everything before it may be the next pieces' dictionary.
  const marked = page(slotMark(0), slotMark(1), slotMark(2));
  const chained = templateFromMarkedText(marked, 3, [8, 7, null])!;
  const separate = templateFromMarkedText(marked, 3)!;
  const values = ["n0nce+/=", "t0ken-_", '{"cartCount":3}'];

  it("reads back to the same page, whatever values of those lengths it carries", () => {
    for (const v of [values, ["AAAAAAAA", "zzzzzzz", "{}"], ["<script>", "\"&amp;'", "x".repeat(40_000)]]) {
      expect(decode(gunzipSync(fillTemplateGzip(chained, v)!))).toBe(page(...(v as [string, string, string])));
    }
  });

  it("is smaller than pieces compressed on their own, close to compressing the whole page", () => {
    const withWindow = fillTemplateGzip(chained, values)!.byteLength;
    const alone = fillTemplateGzip(separate, values)!.byteLength;
    const whole = gzipSync(page(...(values as [string, string, string])), { level: 9 }).byteLength;
    expect(withWindow).toBeLessThan(alone);
    expect(withWindow).toBeLessThan(whole * 1.1);
  });

  it("is not answered compressed for a value of another length (the page goes uncompressed instead)", () => {
    expect(fillTemplateGzip(chained, ["short", "t0ken-_", "{}"])).toBeNull();
    expect(fillTemplateGzip(chained, ["n0nce+/=", "a-longer-token", "{}"])).toBeNull();
    expect(decode(fillTemplate(chained, ["short", "t0ken-_", "{}"]))).toBe(page("short", "t0ken-_", "{}"));
  });
});
