import { formatEnglishNumber } from "#app/i18n/english-numbers.ts";
import { addResources } from "#app/i18n/translator.ts";
import { useTranslation } from "#app/markets/use-market.ts";
import panelCopy from "#locales/en-US/facet-panel.json";
import { listingStateRel } from "../listing-robots";
import type { FacetView, ListingView } from "../view";
import { useFacetViews } from "./use-facet-views";

// Loaded as an island (./listing-page.tsx): a desktop's sidebar, a phone's filter page without JavaScript. Its words come with it.
addResources("en-US", "listing", panelCopy);

// Issue #26 keyboard (decision 0053): the panel's first stops are few. A group shows its first values,
// the rest behind "Show more"; the groups after the first few behind "More filters"; only the first
// group and those with a chosen value start open. All disclosures (details), so without JavaScript too.
const VALUES_SHOWN = 5;
// A button in place of one or two values would save no stop: a list of up to seven shows whole.
const LONGEST_WHOLE_LIST = VALUES_SHOWN + 2;
const GROUPS_SHOWN = 4;

/**
 * Facet values are links to the filtered URL: they work before hydration and are shareable (followed client-side by the page: ./follow-links.ts).
 * A crawler follows only those to an indexable page, a high-value facet page or the unfiltered category (decision 0073):
 * the rule comes with this island, not in every listing's JavaScript.
 */
export function FacetPanel({ view }: { view: Pick<ListingView, "facets" | "route" | "state" | "title"> }) {
  const { t } = useTranslation("listing");
  const facets = useFacetViews(view);
  const { route } = view;
  if (!facets.length) return null;
  const more = facets.slice(GROUPS_SHOWN);
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
      {facets.slice(0, GROUPS_SHOWN).map((facet, index) => (
        <FacetGroup key={facet.key} facet={facet} route={route} open={index === 0} />
      ))}
      {more.length ? (
        <details className="facets__more" open={more.some(chosen)}>
          <summary>{t("facets.moreFilters")}</summary>
          {more.map((facet) => (
            <FacetGroup key={facet.key} facet={facet} route={route} />
          ))}
        </details>
      ) : null}
    </aside>
  );
}

const chosen = (facet: FacetView) => facet.values.some((value) => value.selected);

function FacetGroup({ facet, route, open }: { facet: FacetView; route: ListingView["route"]; open?: boolean }) {
  const { t } = useTranslation("listing");
  const shown = facet.values.length > LONGEST_WHOLE_LIST ? VALUES_SHOWN : LONGEST_WHOLE_LIST;
  const rest = facet.values.slice(shown);
  return (
    <details className="facet" open={open || chosen(facet)}>
      <summary>{facet.label}</summary>
      <FacetValues values={facet.values.slice(0, shown)} route={route} />
      {rest.length ? (
        <details className="facet__more" open={rest.some((value) => value.selected)}>
          {/* CSS shows the words for the state: "Show more" closed, "Show fewer" open */}
          <summary>
            <span>{t("facets.showMore")}</span>
            <span>{t("facets.showFewer")}</span>
          </summary>
          <FacetValues values={rest} route={route} />
        </details>
      ) : null}
    </details>
  );
}

function FacetValues({ values, route }: { values: FacetView["values"]; route: ListingView["route"] }) {
  return (
    <ul role="list">
      {values.map((value) => (
        <li key={value.label}>
          <a href={value.href} rel={value.target && listingStateRel(route, value.target)} role="checkbox" aria-checked={value.selected}>
            {`${value.label} `}
            <span className="facet__count">{`(${formatEnglishNumber(value.count)})`}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
