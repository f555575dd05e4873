import { addResources } from "#app/i18n/translator.ts";
import { useTranslation } from "#app/markets/use-market.ts";
import navCopy from "#locales/en-US/pagination-nav.json";
import type { ListingView } from "../view";

// An island (./listing-page.tsx): its words come with it, not in every listing's eager words.
addResources("en-US", "listing", navCopy);

export function PaginationNav({ pagination }: { pagination: ListingView["pagination"] }) {
  const { t } = useTranslation("listing");
  if (pagination.totalPages <= 1) return null;
  return (
    <nav className="pagination" aria-label={t("pagination.label")} data-change="page">
      <ul>
        {pagination.prev ? (
          <li>
            <a href={pagination.prev} rel={relOf(pagination, "prev")}>
              {t("pagination.previous")}
            </a>
          </li>
        ) : null}
        {pagination.pages.map((link, index) => (
          <li key={link.page ?? `gap-${index}`}>
            {link.page === null ? (
              <span aria-hidden="true">…</span>
            ) : link.current ? (
              // aria-label is not allowed on a plain span (Nu checker): the name is hidden text instead.
              <span aria-current="page">
                <span className="visually-hidden">{t("pagination.page", { page: link.page })}</span>
                <span aria-hidden="true">{link.page}</span>
              </span>
            ) : (
              <a href={link.href!} rel={pagination.rel} aria-label={t("pagination.page", { page: link.page })}>
                {link.page}
              </a>
            )}
          </li>
        ))}
        {pagination.next ? (
          <li>
            <a href={pagination.next} rel={relOf(pagination, "next")}>
              {t("pagination.next")}
            </a>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}

/** The previous or next link's rel: its place in the sequence, and nofollow where the listing is not indexed (decision 0073). */
const relOf = ({ rel }: ListingView["pagination"], place: "prev" | "next") => (rel ? `${place} ${rel}` : place);
