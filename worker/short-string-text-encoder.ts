// Installed before anything else is evaluated (worker/index.ts imports this module first).
//
// React 18's web-stream renderer (react-dom/server.browser, the one that runs in a Worker) turns
// every attribute value and text fragment it writes into bytes with its own `new TextEncoder()`
// — thousands of calls of a few characters for a listing page. In workerd each `encode` call
// crosses into C++ at a fixed cost of microseconds, which made encoding most of the page's render
// time (docs/decisions/0019). This TextEncoder encodes short ASCII strings in JavaScript (an
// ASCII string's UTF-8 bytes are its char codes) and hands everything else to the runtime's own,
// so every output is byte for byte what the native encoder gives.

/** Strings longer than this go to the native encoder at once: one call costs less than the loop. */
export const SHORT_STRING_MAX = 256;

const NativeTextEncoder = globalThis.TextEncoder;

export class ShortStringTextEncoder extends NativeTextEncoder {
  override encode(input = ""): Uint8Array<ArrayBuffer> {
    const length = input.length;
    if (length > SHORT_STRING_MAX) return super.encode(input);
    const bytes = new Uint8Array(length);
    for (let i = 0; i < length; i++) {
      const code = input.charCodeAt(i);
      if (code > 0x7f) return super.encode(input);
      bytes[i] = code;
    }
    return bytes;
  }
}

globalThis.TextEncoder = ShortStringTextEncoder;
