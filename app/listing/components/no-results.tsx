import { addResources } from "#app/i18n/translator.ts";
import { useTranslation } from "#app/markets/use-market.ts";
import noResultsCopy from "#locales/en-US/no-results.json";
import { SupportPhone } from "#app/errors/support-phone.tsx";
import type { CrumbView, ListingView } from "../view";
import { CategoryTiles } from "./category-tiles";
import { NotifyMeForm } from "#app/notify-me/components/notify-me-form.tsx";

// The panel's words come with it: the browser loads this module only when a listing has no results
// (issue #8's JavaScript budget).
addResources("en-US", "listing", noResultsCopy);

/**
 * The no-results page (spec §2, §8) is for a search that finds nothing. A listing that finds nothing
 * because of the shopper's filters (issue #24: it showed an empty grid) says so in its grid's place
 * and offers the way back, as plain links that work without JavaScript: remove the last filter, or
 * clear them all.
 */
export function NoResults({
  term,
  featured,
  filtered,
}: {
  term?: string;
  featured: CrumbView[];
  filtered?: Pick<ListingView, "pills" | "clearAllHref" | "clearAllRel">;
}) {
  const { t } = useTranslation(["listing", "shop"]);
  const last = filtered?.pills[filtered.pills.length - 1];
  if (filtered && last)
    return (
      <section className="no-results no-results--filtered" aria-labelledby="no-results-heading">
        <h2 id="no-results-heading">{t("noResults.filtered.heading")}</h2>
        <p>{t("noResults.filtered.hint")}</p>
        <ul className="no-results__ways">
          <li>
            <a href={last.removeHref} rel={last.rel}>
              {t("noResults.filtered.removeLast", { label: last.label })}
            </a>
          </li>
          {filtered.clearAllHref ? (
            <li>
              <a href={filtered.clearAllHref} rel={filtered.clearAllRel}>
                {t("noResults.filtered.clearAll")}
              </a>
            </li>
          ) : null}
        </ul>
      </section>
    );
  // A search that finds nothing is still what "Skip to results" (app/root.tsx) points at: its target
  // is this section, so the skip link never leads nowhere (axe's skip-link rule).
  return (
    <section className="no-results" id="results" aria-labelledby="no-results-heading">
      <h1 id="no-results-heading">{t("noResults.heading")}</h1>
      {/* The query is printed once (issue #26: it was in two sentences in a row). */}
      {term ? <p>{t("noResults.noResultsFor", { term })}</p> : null}
      <p>{t("noResults.notYet")}</p>
      {term ? <NotifyMeForm key={term} subject={{ term }} heading={t("shop:notifyMe.searchHeading")} /> : null}
      <h2>{t("noResults.featured")}</h2>
      <CategoryTiles categories={featured} />
      <p>
        {t("noResults.contact")} <SupportPhone />
      </p>
    </section>
  );
}
