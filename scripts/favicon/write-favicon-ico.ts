import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { faviconIco } from "./favicon-ico";

// Rewrites public/favicon.ico from public/favicon.svg (scripts/favicon/favicon-ico.ts says how).
const ico = faviconIco(readFileSync(path.resolve("public/favicon.svg"), "utf8"));
writeFileSync(path.resolve("public/favicon.ico"), ico);
console.log(`public/favicon.ico: ${ico.byteLength} bytes`);
