// The no-results panel for the server's render (./listing-page.tsx loads it lazily in the browser).
export { NoResults } from "./no-results";
