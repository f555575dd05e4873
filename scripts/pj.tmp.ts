import { readFileSync } from "node:fs";
import { pageJavaScript } from "#scripts/budgets/page-javascript.ts";
for (const f of process.argv.slice(2)) { const r = pageJavaScript(readFileSync(f, "utf8")); console.log(f, (r.gzip/1024).toFixed(2)); for (const x of r.files.sort((a,b)=>b.gzip-a.gzip)) console.log("  ", x.gzip, x.file); }
