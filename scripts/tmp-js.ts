import { startWorker, get } from "../tests/worker/worker-harness";
import { pageJavaScript } from "./budgets/page-javascript";
const mf = startWorker();
await mf.ready;
const html = await (await get(mf, process.argv[2] ?? "/b/dog_c288")).text();
const js = pageJavaScript(html);
for (const f of js.files.sort((a, b) => b.gzip - a.gzip)) console.log(f.gzip, f.file);
console.log("total", js.gzip);
await mf.dispose();
