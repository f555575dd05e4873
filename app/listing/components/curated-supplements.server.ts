// The curated supplements block for the server's render (./listing-page.tsx loads it lazily in the browser).
export { CuratedSupplements } from "./curated-supplements";
