import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "#app/i18n/use-translation.ts";
import { featuredCategories } from "#app/listing/featured-categories.ts";
import { buildSearchUrl, TODAYS_DEALS_PATH } from "#app/listing/url.ts";
import { CategoryTiles } from "#app/listing/components/category-tiles.tsx";
import { withMarketPrefix } from "#app/markets/prefix.ts";
import { pageHeaders } from "#app/http/cache-policy.ts";
import { pageLinksFor } from "#app/seo/page-links.ts";

const POPULAR_SEARCHES = ["dog food", "cat litter", "puppy treats", "flea and tick", "bird seed", "aquarium filter"];

export async function loader({ context }: LoaderFunctionArgs) {
  const market = context.market;
  return {
    categories: featuredCategories(market),
    dealsHref: withMarketPrefix(TODAYS_DEALS_PATH, market),
    searches: POPULAR_SEARCHES.map((term) => ({ term, href: buildSearchUrl(market, { query: term }) })),
    links: pageLinksFor(context, "/"),
  };
}

// Anonymous and the same for every visitor once personal parts are filled in: kept at the edge.
export const headers = pageHeaders;

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: "Tailwise | Pet food, supplies and pharmacy" },
  { name: "description", content: "Food, treats, toys, pharmacy and vet diets for dogs, cats, fish, birds, small pets, reptiles and horses." },
  ...(data?.links ?? []),
];

export default function Home() {
  const { categories, dealsHref, searches } = useLoaderData<typeof loader>();
  const { t } = useTranslation("common");
  return (
    <div className="home">
      <section className="hero">
        <h1>Everything your pet needs, delivered.</h1>
        <p>{t("welcomeOffer")}</p>
        <Link className="button" to={dealsHref}>
          Shop today&apos;s deals
        </Link>
      </section>
      <h2>Shop by pet</h2>
      <CategoryTiles categories={categories} />
      <h2>Popular searches</h2>
      <ul className="pills">
        {searches.map((search) => (
          <li key={search.term}>
            <Link className="pill" to={search.href}>
              {search.term}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
