// The page's side of the perf-event queue (spec §4): performance marks the RUM module reads
// (./rum-client.ts), so a component needs none of its code. `name`: lowercase letters, digits, dashes.
export const perfMark = (verb: "start" | "stop" | "cancel", name: string) => {
  performance.mark(`perf:${verb}:${name}`);
};
