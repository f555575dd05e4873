import { useTranslation } from "react-i18next";
import type { CrumbView, ListingView } from "../view";
import { Breadcrumbs } from "./breadcrumbs";
import { FacetPanel, FilterPills } from "./facet-panel";
import { NoResults } from "./no-results";
import { PaginationNav } from "./pagination-nav";
import { ProductCard } from "./product-card";
import { SortControl } from "./sort-control";

export function ListingPage({ view, featured, onProductSelect }: { view: ListingView; featured: CrumbView[]; onProductSelect?: Parameters<typeof ProductCard>[0]["onSelect"] }) {
  const { t } = useTranslation("listing");
  if (view.noResults && view.pills.length === 0) return <NoResults term={view.term} featured={featured} />;
  const to = Math.min(view.from + view.cards.length, view.total);
  return (
    <div className="listing-page">
      <Breadcrumbs crumbs={view.crumbs} />
      <header className="listing-header">
        <h1>{view.title}</h1>
        {view.suggestion ? <p className="suggestion">{t("suggestion", { suggestion: view.suggestion })}</p> : null}
        <p className="result-count" aria-live="polite" data-testid="result-count">
          {view.term ? t("results.countFor", { count: view.total, term: view.suggestion ?? view.term }) : t("results.count", { count: view.total })}
          {view.total > 0 ? ` · ${t("results.showing", { from: view.from + 1, to, total: view.total })}` : null}
        </p>
      </header>
      <div className="listing">
        <FacetPanel facets={view.facets} />
        <section aria-label={view.title}>
          <div className="toolbar">
            <FilterPills pills={view.pills} clearAllHref={view.clearAllHref} />
            <SortControl sort={view.sort} />
          </div>
          <ol className="product-grid" role="list">
            {view.cards.map((card, index) => (
              <li key={card.id}>
                <ProductCard card={card} position={view.from + index + 1} onSelect={onProductSelect} />
              </li>
            ))}
          </ol>
          <PaginationNav pagination={view.pagination} />
        </section>
      </div>
    </div>
  );
}
