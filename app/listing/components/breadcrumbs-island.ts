import { island } from "#app/ui/island.tsx";

// The breadcrumbs (a listing's, a product page's) as an island (issue #28, docs/decisions/0082): links
// that do nothing before they are followed; their code loads beside the page's, and until it is here
// the server's trail stays (a link followed before then loads its page as a plain link does).
export const Breadcrumbs = island(() => import("./breadcrumbs").then((m) => m.Breadcrumbs), ".breadcrumbs");
