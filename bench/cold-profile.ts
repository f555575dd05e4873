// Where a cold first search spends its time (decision 0076): the built worker in a new workerd with
// its DevTools inspector, /robots.txt first (as bench/cold.ts), then the V8 sampling profiler over
// the first search. Each start's samples are put in buckets by the nearest frame on their stack that
// names one (the snapshot's checksum, its decode, D1's rows, React...), so the buckets add up to the
// profile's time; what the isolate waited for (KV, D1) shows as idle. Run by hand:
//   npx tsx bench/cold-profile.ts [state dir, default .wrangler/bench-100000] [starts, default 3]
// after `npm run build` and a bench run that left the state with its snapshot (bench/cold.ts does).
import { startWorker } from "#tests/worker/worker-harness.ts";
import { BROWSER_UA } from "./measure";
import { httpUrlOf, inspectorTargets, openInspector } from "./inspector";

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
}
interface ProfileNode {
  id: number;
  callFrame: CallFrame;
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

// esbuild renames a bundled function `name` to `name2` and so on: the patterns allow the digits.
const fn = (...names: string[]) => new RegExp(`^(${names.join("|")})\\d* `);
/** The leaf's own kinds first (what V8 did, not which JS), then the first bucket any frame of the stack names. */
const LEAF: [string, RegExp][] = [
  ["GC", /^\(garbage collector\)/],
  ["idle (waiting: KV, D1)", /^\(idle\)/],
  ["(program: native, compile)", /^\(program\)/],
];
const STACK: [string, RegExp][] = [
  ["CMS content: KV read + zod parse (flags)", fn("readLive", "parseContentDocument")],
  ["snapshot checksum", fn("checksum")],
  ["snapshot decode (base, scores)", fn("decodeSnapshot", "decodePhraseScores", "unframe")],
  ["index from snapshot (KV get, views)", fn("readSnapshot", "readSnapshotScores", "valueBytes", "loadIndex")],
  ["D1: results to rows (d1-api)", /d1-api/],
  ["D1: catalogue metadata / version", fn("catalogueVersion", "loadCatalogueMeta", "catalogueMeta")],
  ["facet counts, pages, relevance", fn("countFacets", "pageOf", "relevanceKeysFromPhrases", "popcount\\w*", "helpers", "sortOrder")],
  ["cards (rows to JSON shape)", fn("toProductCard", "cardsOf", "priceFacts")],
  ["zod (request, rows)", /zod|^_parse\w*\d* /],
];

function bucketOf(stack: CallFrame[]): string {
  const label = (f: CallFrame) => `${f.functionName} ${f.url}`;
  for (const [name, pattern] of LEAF) if (pattern.test(label(stack[0]))) return name;
  for (const [name, pattern] of STACK) if (stack.some((f) => pattern.test(label(f)))) return name;
  return "other JS";
}

async function profileOnce(stateDir: string, port: number) {
  const inspectorPort = port + 1;
  const url = `http://127.0.0.1:${port}`;
  const mf = startWorker({ stateDir, port, inspectorPort, vars: { SITE_ORIGIN: url, RESOURCE_COUNTS: "1" } });
  try {
    await mf.ready;
    await fetch(`${url}/robots.txt`);
    const targets = await inspectorTargets(inspectorPort);
    const session = await openInspector(httpUrlOf(targets[0]));
    await session.call("Profiler.enable");
    await session.call("Profiler.setSamplingInterval", { interval: 500 });
    await session.call("Profiler.start");
    const started = performance.now();
    const res = await fetch(`${url}/plp/api/search`, {
      method: "POST",
      body: JSON.stringify({ term: "dog food" }),
      headers: { "content-type": "application/json", "user-agent": BROWSER_UA },
    });
    await res.arrayBuffer();
    const wall = performance.now() - started;
    const { profile } = await session.call<{ profile: Profile }>("Profiler.stop");
    session.close();
    const parent = new Map<number, number>();
    const byId = new Map(profile.nodes.map((n) => [n.id, n]));
    for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
    const buckets = new Map<string, number>();
    const self = new Map<string, number>();
    profile.samples.forEach((id, i) => {
      const ms = (profile.timeDeltas[i + 1] ?? 0) / 1000;
      const stack: CallFrame[] = [];
      for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) stack.push(byId.get(at)!.callFrame);
      const b = bucketOf(stack);
      buckets.set(b, (buckets.get(b) ?? 0) + ms);
      const leaf = stack[0];
      // For D1's frames, the worker's function that made the call (which query it was).
      const caller = b.startsWith("D1") ? ` < ${stack.find((f) => f.url.endsWith("index.js") && f.functionName)?.functionName ?? "?"}` : "";
      const key = `${b} | ${leaf.functionName || "(anon)"} ${leaf.url.split("/").pop()}:${leaf.lineNumber}${caller}`;
      self.set(key, (self.get(key) ?? 0) + ms);
    });
    return { wall, status: res.status, serverTiming: res.headers.get("server-timing") ?? "", buckets, self };
  } finally {
    await mf.dispose();
  }
}

const stateDir = process.argv[2] ?? ".wrangler/bench-100000";
const starts = Number(process.argv[3] ?? 3);
const runs: Awaited<ReturnType<typeof profileOnce>>[] = [];
for (let i = 0; i < starts; i++) {
  const r = await profileOnce(stateDir, 8950);
  runs.push(r);
  console.log(`\nstart ${i + 1}: ${r.status}, wall ${r.wall.toFixed(1)} ms\n  server-timing: ${r.serverTiming}`);
  console.log(
    "  top self time (bucket | leaf):\n   ",
    [...r.self]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 25)
      .map(([k, v]) => `${v.toFixed(1)} ${k}`)
      .join("\n    "),
  );
}
const names = [...new Set(runs.flatMap((r) => [...r.buckets.keys()]))];
console.table(
  names
    .map((name) => ({ name, ms: runs.map((r) => +(r.buckets.get(name) ?? 0).toFixed(1)) }))
    .sort((a, b) => b.ms.reduce((x, y) => x + y, 0) - a.ms.reduce((x, y) => x + y, 0))
    .map(({ name, ms }) => ({ bucket: name, ...Object.fromEntries(ms.map((v, i) => [`start ${i + 1} ms`, v])) })),
);
console.log("wall ms:", runs.map((r) => r.wall.toFixed(1)).join(" / "));
