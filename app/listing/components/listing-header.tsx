import { addResources } from "#app/i18n/translator.ts";
import { useTranslation } from "#app/markets/use-market.ts";
import headerCopy from "#locales/en-US/listing-header.json";
import type { ListingView } from "../view";

// An island (./listing-page.tsx): its words come with it, not in every listing's eager words.
addResources("en-US", "listing", headerCopy);

/**
 * The listing's title, intro, spelling suggestion and result count (read out when it changes):
 * cards `from` (offset) `to` (the last one's number) are shown. An island (./listing-page.tsx): its
 * props are numbers, so a render of the page that changes neither leaves it alone.
 */
export function ListingHeader({ view, from, to }: { view: ListingView; from: number; to: number }) {
  const { t } = useTranslation("listing");
  return (
    <header className="listing-header">
      <h1>{view.title}</h1>
      {view.intro ? <p className="listing-intro">{view.intro}</p> : null}
      {/* the loader's words (issue #26): a correction, with the way back to the search as typed */}
      {view.correction ? (
        <p className="search-correction">
          {view.correction}{" "}
          {view.literalHref ? (
            <a href={view.literalHref} rel={view.literalRel}>
              {view.literalText}
            </a>
          ) : null}
        </p>
      ) : null}
      <p className="result-count" aria-live="polite" data-testid="result-count">
        {view.term ? t("results.countFor", { count: view.total, term: view.suggestion ?? view.term }) : t("results.count", { count: view.total })}
        {view.total > 0 ? ` · ${t("results.showing", { from: from + 1, to, total: view.total })}` : null}
      </p>
    </header>
  );
}
