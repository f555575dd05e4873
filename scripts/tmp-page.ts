import { startWorker, get } from "../tests/worker/worker-harness";
const mf = startWorker();
await mf.ready;
const html = await (await get(mf, process.argv[2])).text();
const re = new RegExp(process.argv[3] ?? "ld\\+json[^>]*>([\\s\\S]*?)</script>");
console.log((re.exec(html) ?? ["", "NO MATCH"])[0].slice(0, 3000));
await mf.dispose();
