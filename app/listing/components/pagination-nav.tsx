import { Link } from "@remix-run/react";
import { useTranslation } from "~/i18n/use-translation";
import type { ListingView } from "../view";

export function PaginationNav({ pagination }: { pagination: ListingView["pagination"] }) {
  const { t } = useTranslation("listing");
  if (pagination.totalPages <= 1) return null;
  return (
    <nav className="pagination" aria-label={t("pagination.label")}>
      <ul>
        {pagination.prev ? (
          <li>
            <Link to={pagination.prev} rel="prev">
              {t("pagination.previous")}
            </Link>
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
              <Link to={link.href!} aria-label={t("pagination.page", { page: link.page })}>
                {link.page}
              </Link>
            )}
          </li>
        ))}
        {pagination.next ? (
          <li>
            <Link to={pagination.next} rel="next">
              {t("pagination.next")}
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
