import { prepareLocalState } from "#scripts/local-state.ts";
import { TEST_STATE_DIR } from "./worker-harness";

// One seeded catalogue for every worker test file; reseeded only when the seed changed.
export default async function setup() {
  await prepareLocalState({ persistTo: TEST_STATE_DIR });
}
