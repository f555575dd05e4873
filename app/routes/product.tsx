import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { notFound, runCatalogue } from "~/listing/load-listing.server";
import { buildCategoryPath, CatalogPrefix } from "~/listing/url";
import { withMarketPrefix } from "~/markets/prefix";
import { formatPrice } from "~/pricing/format";
import { loadProduct } from "~/product/product.server";
import { decideProductRedirect, redirectResponse } from "~/listing/loader-redirects";
import { Breadcrumbs } from "~/listing/components/breadcrumbs";
import { RatingStars } from "~/listing/components/rating-stars";

export async function loader({ params, context }: LoaderFunctionArgs) {
  const id = /^\d{1,12}$/.test(params.id ?? "") ? Number(params.id) : NaN;
  if (!Number.isSafeInteger(id) || id <= 0) throw notFound();
  const market = context.market;
  const product = await runCatalogue(context, "product", () => loadProduct(context.cloudflare.env.DB, market, id));
  if (!product) throw notFound();
  const prefix = CatalogPrefix.safeParse(product.category.catalogPrefix);
  const decision = decideProductRedirect({
    market,
    requestedSlug: params.slug,
    product: {
      id: product.id,
      slug: product.slug,
      hasInventory: product.availability !== "out-of-stock",
      category: { id: product.category.id, slug: product.category.slug, catalogPrefix: prefix.success ? prefix.data : "b" },
    },
  });
  if (decision) throw redirectResponse(decision);
  const categoryHref = withMarketPrefix(
    buildCategoryPath({ catalogPrefix: prefix.success ? prefix.data : "b", slug: product.category.slug, groupId: product.category.id }),
    market,
  );
  return {
    product: {
      ...product,
      items: product.items.map((item) => ({
        ...item,
        price: formatPrice(item.price, { market }),
        strikePrice: item.strikePrice === null ? null : formatPrice(item.strikePrice, { market }),
        autoshipPrice: item.autoshipPrice === null ? null : formatPrice(item.autoshipPrice, { market }),
      })),
    },
    crumbs: [
      { label: "Home", href: withMarketPrefix("/", market) },
      { label: product.category.name, href: categoryHref },
      { label: product.name },
    ],
  };
}

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data ? [{ title: `${data.product.name} | Tailwise` }, { name: "description", content: data.product.description.slice(0, 160) }] : [{ title: "Page Not Found" }];

export default function ProductRoute() {
  const { product, crumbs } = useLoaderData<typeof loader>();
  const { t } = useTranslation("listing");
  return (
    <article className="product-page">
      <Breadcrumbs crumbs={crumbs} />
      <div className="product-page__body">
        <img className="card__image" src={product.image} alt={product.name} width={360} height={360} />
        <div>
          <p className="card__brand">{product.brand.name}</p>
          <h1>{product.name}</h1>
          <RatingStars rating={product.rating} count={product.ratingCount} />
          {product.availability === "discontinued" ? (
            <p className="availability">No Longer Available</p>
          ) : product.availability === "out-of-stock" ? (
            <p className="availability">{t("card.outOfStock")}</p>
          ) : null}
          <table className="product-items">
            <caption className="visually-hidden">Sizes and prices</caption>
            <thead>
              <tr>
                <th scope="col">Option</th>
                <th scope="col">Price</th>
                <th scope="col">Autoship</th>
                <th scope="col">Availability</th>
              </tr>
            </thead>
            <tbody>
              {product.items.map((item) => (
                <tr key={item.id}>
                  <td>{item.name}</td>
                  <td>
                    {item.price}
                    {item.strikePrice ? <s className="card__strike">{item.strikePrice}</s> : null}
                  </td>
                  <td>{item.autoshipPrice ?? "—"}</td>
                  <td>{item.inStock ? "In stock" : t("card.outOfStock")}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <p>{product.description}</p>
          <Link to={crumbs[1].href!}>More in {product.category.name}</Link>
        </div>
      </div>
    </article>
  );
}
