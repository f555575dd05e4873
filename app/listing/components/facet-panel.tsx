import { Link } from "@remix-run/react";
import { useTranslation } from "~/i18n/use-translation";
import type { FacetView, PillView } from "../view";

/** Facet values are links to the filtered URL: they work before hydration and are shareable. */
export function FacetPanel({ facets }: { facets: FacetView[] }) {
  const { t } = useTranslation("listing");
  if (!facets.length) return null;
  return (
    <aside className="facets" aria-labelledby="facets-heading">
      <h2 id="facets-heading">{t("filters.heading")}</h2>
      {facets.map((facet) => (
        <details className="facet" key={facet.key} open={facet.values.some((v) => v.selected) || facets.indexOf(facet) < 4}>
          <summary>{facet.label}</summary>
          <ul role="list">
            {facet.values.map((value) => (
              <li key={value.label}>
                <Link to={value.href} role="checkbox" aria-checked={value.selected} preventScrollReset>
                  <span className="facet__box" aria-hidden="true" />
                  <span className="facet__label">{value.label}</span>
                  <span className="facet__count">{`(${value.count.toLocaleString("en-US")})`}</span>
                </Link>
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
    <ul className="pills" aria-label="Applied filters">
      {pills.map((pill) => (
        <li key={pill.label}>
          <Link className="pill" to={pill.removeHref} aria-label={t("filters.remove", { label: pill.label })}>
            {pill.label} <span aria-hidden="true">×</span>
          </Link>
        </li>
      ))}
      {clearAllHref ? (
        <li>
          <Link className="pill" to={clearAllHref}>
            {t("filters.clearAll")}
          </Link>
        </li>
      ) : null}
    </ul>
  );
}
