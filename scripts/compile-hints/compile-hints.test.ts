import { describe, expect, it } from "vitest";
import { COMPILE_HINT, hintedFiles, withCompileHint } from "./compile-hints";

describe("V8's compile hint on the browser build (decision 0084)", () => {
  const metafile = {
    outputs: {
      "public/build/_shared/chunk-AAAA.js": {
        inputs: { "node_modules/react-dom/cjs/react-dom.production.min.js": {}, "node_modules/react-router/dist/index.js": {} },
      },
      "public/build/_shared/chunk-AAAA.js.map": { inputs: { "node_modules/react-dom/cjs/react-dom.production.min.js": {} } },
      "public/build/routes/listing-BBBB.js": { inputs: { "app/routes/listing.tsx": {} } },
      "public/build/_shared/chunk-CCCC.js": { inputs: { "node_modules/react/cjs/react.production.min.js": {} } },
      "public/build/entry.client-DDDD.js": { inputs: { "app/entry.client.tsx": {}, "node_modules/react-dom/client.js": {} } },
    },
  };

  it("names the JavaScript file that holds React DOM, and no other", () => {
    expect(hintedFiles(metafile)).toEqual(["public/build/_shared/chunk-AAAA.js"]);
  });

  it("puts the comment on the file's first line, once however often the build step runs", () => {
    const code = 'import{a}from"./chunk-CCCC.js";export{a};';
    expect(withCompileHint(code)).toBe(`//# allFunctionsCalledOnLoad\n${code}`);
    expect(withCompileHint(withCompileHint(code))).toBe(COMPILE_HINT + code);
  });
});
