// `npm start`'s preparation step (see scripts/local-state.ts).
import { prepareLocalState } from "./local-state";
import { ensureOfflineCf } from "./offline-cf";

ensureOfflineCf();

const args = process.argv.slice(2);
const persistAt = args.indexOf("--persist-to");
prepareLocalState({
  persistTo: persistAt >= 0 ? args[persistAt + 1] : undefined,
  force: args.includes("--force"),
}).catch((error) => {
  console.error(error);
  process.exit(1);
});
