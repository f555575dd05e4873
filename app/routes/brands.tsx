import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { useState } from "react";
import { runCatalogue } from "#app/http/run-catalogue.server.ts";
import { brandPageUrl } from "#app/experiments/brand-paths.ts";
import { pageLinksFor } from "#app/seo/page-links.ts";
import { listBrands } from "#app/catalogue/brands.server.ts";
import { pageHeaders } from "#app/http/cache-policy.ts";
import { addResources } from "#app/i18n/translator.ts";
import { useTranslation } from "#app/markets/use-market.ts";
import brandsCopy from "#locales/en-US/brands.json";

// The brand finder's words come with its page (issue #8: no page carries another page's copy).
addResources("en-US", "listing", brandsCopy);

export async function loader({ context }: LoaderFunctionArgs) {
  const [brands, flags] = await Promise.all([runCatalogue(context, "brands", () => listBrands(context.catalogue.db)), context.flags()]);
  return {
    links: pageLinksFor(context, "/brands"),
    brands: brands
      .filter((brand) => brand.categoryId !== null)
      .map((brand) => ({
        name: brand.name,
        // spec §4 the brand-path experiment decides the link's form.
        href: brandPageUrl(context.market, { slug: brand.slug, categoryId: brand.categoryId! }, flags.brandShortPaths),
      })),
  };
}

// Anonymous and the same for every visitor once personal parts are filled in: kept at the edge (a
// catalogue failure's Retry-After is kept too).
export const headers = pageHeaders;

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: "Shop all brands | Tailwise" }, ...(data?.links ?? [])];

/** All brands, with the brand finder (spec §8: 'No results.' when the filter matches none). */
export default function BrandsRoute() {
  const { brands } = useLoaderData<typeof loader>();
  const { t } = useTranslation("listing");
  const [filter, setFilter] = useState("");
  const needle = filter.trim().toLowerCase();
  const shown = needle ? brands.filter((brand) => brand.name.toLowerCase().includes(needle)) : brands;
  return (
    <section className="brands-page" aria-labelledby="brands-heading">
      <h1 id="brands-heading">{t("brandFinder.heading")}</h1>
      <label htmlFor="brand-finder">{t("brandFinder.label")}</label>{" "}
      <input id="brand-finder" type="search" value={filter} onChange={(event) => setFilter(event.target.value)} autoComplete="off" />
      <p aria-live="polite" className="result-count">
        {/* spec §8 brand finder: 'No results.'; otherwise "1 brand", "63 brands" */}
        {shown.length === 0 ? t("brandFinder.noResults") : t("brandFinder.count", { count: shown.length })}
      </p>
      <ul className="tiles">
        {shown.map((brand) => (
          <li key={brand.href}>
            <Link to={brand.href}>{brand.name}</Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
