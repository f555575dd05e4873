// usage: tsx bench/profile.tmp.ts <path> <on|off> [n]
import { writeFileSync } from "node:fs";
import { prepareLocalState } from "#scripts/local-state.ts";
import { startServer } from "./server";
const [path, cache = "off", nArg = "200"] = process.argv.slice(2);
const n = Number(nArg);
await prepareLocalState({ persistTo: ".wrangler/bench-state" });
const server = await startServer(".wrangler/bench-state", 8795, cache === "off" ? ["--var", "EDGE_PAGE_CACHE:off"] : []);
try {
  const get = async () => { const r = await fetch(server.url + path, { headers: { "accept-encoding": process.env.NOGZIP ? "identity" : "gzip" } }); await r.arrayBuffer(); return r; };
  for (let i = 0; i < 50; i++) await get();
  const s = server.inspector!;
  await s.call("Profiler.enable");
  await s.call("Profiler.setSamplingInterval", { interval: 100 });
  await s.call("Profiler.start");
  const t0 = performance.now();
  for (let i = 0; i < n; i++) await get();
  const wall = performance.now() - t0;
  const { profile } = await s.call<{ profile: any }>("Profiler.stop");
  writeFileSync("/tmp/profile.cpuprofile", JSON.stringify(profile));
  console.log("wall ms/req", (wall / n).toFixed(2));
} finally { await server.stop(); }
