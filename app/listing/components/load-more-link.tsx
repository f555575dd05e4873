import { Link } from "@remix-run/react";
import { useTranslation } from "#app/markets/use-market.ts";
import { loadMoreState } from "../load-more";
import type { CardView, ListingView } from "../view";

/**
 * Load More (spec §4): the next page's link. With JavaScript it is visited in place (replacing the
 * history entry, keeping the scroll position) carrying the cards shown so far, so the list grows;
 * without it, or past the in-place cap, it is the plain next page. Numbered pagination stays below
 * for crawlers and for jumping ahead.
 */
export function LoadMore({ view, shown }: { view: Pick<ListingView, "route" | "state" | "pagination">; shown: { cards: CardView[]; from: number } }) {
  const { t } = useTranslation("listing");
  const next = view.pagination.next;
  if (!next) return null;
  const state = loadMoreState(view, shown);
  return (
    <p className="load-more">
      <Link
        className="button button--secondary"
        to={next}
        rel={view.pagination.rel}
        state={state ?? undefined}
        replace={state !== null}
        preventScrollReset={state !== null}
      >
        {t("pagination.loadMore")}
      </Link>
    </p>
  );
}
