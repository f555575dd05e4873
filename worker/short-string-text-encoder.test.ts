import { describe, expect, it } from "vitest";

// The module replaces globalThis.TextEncoder when evaluated; the native one is kept for comparison.
const NativeTextEncoder = globalThis.TextEncoder;
const { ShortStringTextEncoder, SHORT_STRING_MAX } = await import("./short-string-text-encoder");
globalThis.TextEncoder = NativeTextEncoder;

const native = new NativeTextEncoder();
const short = new ShortStringTextEncoder();

describe("the short-string TextEncoder React renders with", () => {
  const samples: [string, string][] = [
    ["empty", ""],
    ["an attribute value", "card__name"],
    ["markup-escaped text", "Whisker &amp; Co High-Protein Pork Stew"],
    ["every ASCII code point", Array.from({ length: 128 }, (_, i) => String.fromCharCode(i)).join("")],
    ["Latin-1 beyond ASCII", "Café crème brûlée"],
    ["a character of three bytes", "★★★★★ 4.2"],
    ["an emoji (surrogate pair)", "Dog 🐕 toy"],
    ["a lone high surrogate", "a\ud800b"],
    ["a lone low surrogate", "\udc00"],
    ["ASCII at the short limit", "x".repeat(SHORT_STRING_MAX)],
    ["ASCII past the short limit", "y".repeat(SHORT_STRING_MAX + 1)],
    ["non-ASCII at the end of a long run", `${"z".repeat(200)}é`],
  ];
  it.each(samples)("gives the native encoder's bytes for %s", (_, text) => {
    expect(Array.from(short.encode(text))).toEqual(Array.from(native.encode(text)));
  });

  it("encodes nothing as no bytes, like the native encoder", () => {
    expect(short.encode().length).toBe(0);
    expect(native.encode().length).toBe(0);
  });

  it("is still a TextEncoder: utf-8, encodeInto, instanceof", () => {
    expect(short).toBeInstanceOf(NativeTextEncoder);
    expect(short.encoding).toBe("utf-8");
    const into = new Uint8Array(8);
    expect(short.encodeInto("déjà", into)).toEqual(native.encodeInto("déjà", new Uint8Array(8)));
  });

  it("returns a fresh array each time (React keeps the chunks it is given)", () => {
    const a = short.encode("same");
    const b = short.encode("same");
    expect(a).not.toBe(b);
    a[0] = 0;
    expect(b[0]).toBe("s".charCodeAt(0));
  });
});
