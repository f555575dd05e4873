// V8's explicit compile hint on the browser build's framework chunk (issue #28, Total Blocking Time;
// docs/decisions/0084). A file whose first line is this comment has every function compiled eagerly,
// on a background thread while the file streams in (Chromium 136 and later; other engines read a
// comment). Without it V8 compiles each function lazily on its first call, on the main thread: for
// React DOM and the router, that is during module evaluation and hydration, the tasks Lighthouse
// counts as blocking. Only the framework chunk gets it: nearly all of it runs on every page's load,
// while an app chunk holds code that runs later or never (eager compiling that would be wasted work).
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const COMPILE_HINT = "//# allFunctionsCalledOnLoad\n";

/** What marks the framework chunk: the output file esbuild put React DOM's build in (the entry only imports its small `client` module). */
const FRAMEWORK_INPUT = /node_modules\/react-dom\/cjs\//;

interface Metafile {
  outputs: Record<string, { inputs: Record<string, unknown> }>;
}

/** The browser build's output files (paths relative to the project root) that take the hint. */
export function hintedFiles(metafile: Metafile): string[] {
  return Object.entries(metafile.outputs)
    .filter(([file, output]) => file.endsWith(".js") && Object.keys(output.inputs).some((input) => FRAMEWORK_INPUT.test(input)))
    .map(([file]) => file);
}

/** The file's code with the hint as its first line (once, however often the build step runs). */
export const withCompileHint = (code: string): string => (code.startsWith(COMPILE_HINT) ? code : COMPILE_HINT + code);

/** Adds the hint to the build in `root` (after `remix build`); returns the files it names. */
export function addCompileHints(root: string): string[] {
  const files = hintedFiles(JSON.parse(readFileSync(path.join(root, "build/metafile.js.json"), "utf8")) as Metafile);
  if (!files.length) throw new Error("compile hints: no output file holds React DOM (has the browser build's layout changed?)");
  for (const file of files) {
    const full = path.join(root, file);
    writeFileSync(full, withCompileHint(readFileSync(full, "utf8")));
  }
  return files;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
  console.log(`compile hints: ${addCompileHints(root).join(", ")}`);
}
