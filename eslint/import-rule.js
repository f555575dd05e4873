// One import rule for the whole house (docs/decisions/0020, as amended by 0042), checked and fixed
// by ESLint: inside a feature folder an import is relative and short ("./view", "../url"); one that
// leaves it names the package.json alias with the file's extension ("#app/pricing/price-facts.ts").
// A feature folder is app/<feature>/, scripts/<tool>/ or tests/<kind>/, else the top-level folder
// (worker/, analytics/, redirects/, bench/, locales/). `eslint --fix` rewrites a wrong import.
import { existsSync, statSync } from "node:fs";
import path from "node:path";

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
/** The top-level folders package.json `imports` names (`#app/*` …). */
const ALIASED = new Set(["app", "worker", "analytics", "redirects", "locales", "scripts", "bench", "tests"]);
/** Top-level folders whose first level holds separate features. */
const SPLIT = new Set(["app", "scripts", "tests"]);
const EXTENSIONS = [".ts", ".tsx", ".js", ".json"];

/** The feature folder of a file, relative to the root ("app/search", "worker", "app" for app/root.tsx). */
export function featureOf(relativeFile) {
  const parts = relativeFile.split("/");
  if (SPLIT.has(parts[0]) && parts.length > 2) return `${parts[0]}/${parts[1]}`;
  return parts[0];
}

/** The file an import names (root-relative, with its extension), or null when it is not ours. */
function resolveFile(absoluteWithoutGuess) {
  const isFile = (p) => existsSync(p) && statSync(p).isFile();
  if (isFile(absoluteWithoutGuess)) return absoluteWithoutGuess;
  for (const ext of EXTENSIONS) if (isFile(absoluteWithoutGuess + ext)) return absoluteWithoutGuess + ext;
  for (const ext of EXTENSIONS) if (isFile(path.join(absoluteWithoutGuess, `index${ext}`))) return path.join(absoluteWithoutGuess, `index${ext}`);
  return null;
}

/** What a source string should be in `file` (both root-relative), or null when it is fine. */
export function preferredSpecifier(file, source) {
  let target;
  if (source.startsWith("./") || source.startsWith("../")) target = resolveFile(path.resolve(ROOT, path.dirname(file), source));
  else if (source.startsWith("#")) target = resolveFile(path.resolve(ROOT, source.slice(1)));
  else return null;
  if (!target) return null;
  const targetRel = path.relative(ROOT, target).split(path.sep).join("/");
  const top = targetRel.split("/")[0];
  // Build output (worker/index.ts imports ../build/index.js) has no alias: left as written.
  if (!ALIASED.has(top)) return null;
  const same = featureOf(targetRel) === featureOf(file);
  if (same) {
    if (!source.startsWith("#")) return null;
    let relative = path.relative(path.dirname(file), targetRel).split(path.sep).join("/");
    if (!relative.startsWith(".")) relative = `./${relative}`;
    // Relative imports leave out a TypeScript extension, as the rest of the house writes them.
    return relative.replace(/\.(ts|tsx)$/, "");
  }
  if (source.startsWith("#")) return null;
  return `#${targetRel}`;
}

const rule = {
  meta: {
    type: "suggestion",
    fixable: "code",
    docs: { description: "relative inside a feature folder, the package.json alias with its extension outside it" },
    messages: { prefer: "Write this import as '{{preferred}}' (docs/decisions/0020, 0042)." },
    schema: [],
  },
  create(context) {
    const file = path.relative(ROOT, context.filename).split(path.sep).join("/");
    function check(node) {
      if (!node || node.type !== "Literal" || typeof node.value !== "string") return;
      const preferred = preferredSpecifier(file, node.value);
      if (!preferred || preferred === node.value) return;
      context.report({ node, messageId: "prefer", data: { preferred }, fix: (fixer) => fixer.replaceText(node, JSON.stringify(preferred)) });
    }
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};

export default { rules: { "one-import-rule": rule } };
