import { Link } from "@remix-run/react";
import { useTranslation } from "#app/markets/use-market.ts";
import type { CrumbView } from "../view";

export function Breadcrumbs({ crumbs }: { crumbs: CrumbView[] }) {
  const { t } = useTranslation("listing");
  return (
    <nav className="breadcrumbs" aria-label={t("breadcrumbs.label")}>
      <ol>
        {crumbs.map((crumb, index) => (
          <li key={`${crumb.label}-${index}`}>
            {crumb.href && index < crumbs.length - 1 ? (
              <Link to={crumb.href}>{crumb.label}</Link>
            ) : (
              <span aria-current={index === crumbs.length - 1 ? "page" : undefined}>{crumb.label}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
