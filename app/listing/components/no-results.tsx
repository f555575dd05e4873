import { addResources } from "#app/i18n/translator.ts";
import { useTranslation } from "#app/i18n/use-translation.ts";
import noResultsCopy from "#locales/en-US/no-results.json";
import { SupportPhone } from "#app/errors/support-phone.tsx";
import type { CrumbView } from "../view";
import { CategoryTiles } from "./category-tiles";
import { NotifyMeForm } from "#app/notify-me/components/notify-me-form.tsx";

// The panel's words come with it: the browser loads this module only when a listing has no results
// (issue #8's JavaScript budget).
addResources("en-US", "listing", noResultsCopy);

export function NoResults({ term, featured }: { term?: string; featured: CrumbView[] }) {
  const { t } = useTranslation(["listing", "shop"]);
  return (
    <section className="no-results" aria-labelledby="no-results-heading">
      <h1 id="no-results-heading">{t("noResults.heading")}</h1>
      {term ? <p>{t("noResults.noResultsFor", { term })}</p> : <p>{t("noResults.notYet")}</p>}
      {term ? <p>{t("noResults.didNotMatch", { term })}</p> : null}
      {term ? <NotifyMeForm key={term} subject={{ term }} heading={t("shop:notifyMe.searchHeading")} /> : null}
      <h2>{t("noResults.featured")}</h2>
      <CategoryTiles categories={featured} />
      <p>
        {t("noResults.contact")} <SupportPhone />
      </p>
    </section>
  );
}
