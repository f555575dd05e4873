import { seedLocal } from "../../scripts/catalogue/seed-local";
import { TEST_STATE_DIR } from "./worker-harness";

// One seeded catalogue for every worker test file; reseeded only when the seed changed.
export default async function setup() {
  await seedLocal({ persistTo: TEST_STATE_DIR });
}
