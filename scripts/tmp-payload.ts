import { startWorker, get } from "../tests/worker/worker-harness.ts";
const mf = startWorker();
await mf.ready;
const html = await (await get(mf, process.argv[2] ?? "/b/dog_c288")).text();
const data = [...html.matchAll(/<script[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]).filter((t) => t.includes("streamController.enqueue"));
console.log(data.join("\n"));
await mf.dispose();
