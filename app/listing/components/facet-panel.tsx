import { useTranslation } from "#app/i18n/use-translation.ts";
import type { FacetView, PillView } from "../view";

/** Facet values are links to the filtered URL: they work before hydration and are shareable (followed client-side by the page: ./follow-links.ts). */
export function FacetPanel({ facets }: { facets: FacetView[] }) {
  const { t } = useTranslation("listing");
  if (!facets.length) return null;
  return (
    // data-change: these links change the filters (./follow-links.ts: where the page scrolls), said
    // once here rather than on each of the ~120 links; the check box is drawn by CSS (.facet a::before).
    // id="filters": on a phone without JavaScript, the bar's link (./filter-bar.tsx) shows this panel
    // as a full-screen sheet (CSS :target), closed by its own link back to the results.
    <aside className="facets" id="filters" aria-labelledby="facets-heading" data-change="filter">
      <div className="facets__top">
        <h2 id="facets-heading">{t("filters.heading")}</h2>
        <a className="facets__close" href="#results">
          {t("sheet.closeFilters")}
        </a>
      </div>
      {facets.map((facet, index) => (
        <details className="facet" key={facet.key} open={facet.values.some((v) => v.selected) || index < 4}>
          <summary>{facet.label}</summary>
          <ul role="list">
            {facet.values.map((value) => (
              <li key={value.label}>
                <a href={value.href} role="checkbox" aria-checked={value.selected}>
                  {`${value.label} `}
                  <span className="facet__count">{`(${value.count.toLocaleString("en-US")})`}</span>
                </a>
              </li>
            ))}
          </ul>
        </details>
      ))}
    </aside>
  );
}

export function FilterPills({ pills, clearAllHref }: { pills: PillView[]; clearAllHref?: string }) {
  const { t } = useTranslation("listing");
  if (!pills.length) return null;
  return (
    <ul className="pills" aria-label="Applied filters" data-change="filter">
      {pills.map((pill) => (
        <li key={pill.label}>
          {/* The name starts with the visible label (WCAG 2.5.3 label in name): "Barkwell, remove filter". */}
          <a className="pill" href={pill.removeHref}>
            {pill.label}
            <span className="visually-hidden">{t("filters.removeHint")}</span> <span aria-hidden="true">×</span>
          </a>
        </li>
      ))}
      {clearAllHref ? (
        <li>
          <a className="pill" href={clearAllHref}>
            {t("filters.clearAll")}
          </a>
        </li>
      ) : null}
    </ul>
  );
}
