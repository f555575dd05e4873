import { requestErrorTitle } from "#app/errors/request-error.ts";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { loadContentPage } from "#app/content/content-page.server.ts";
import { stripMarketPrefix, withMarketPrefix } from "#app/markets/prefix.ts";
import { pageHeaders } from "#app/http/cache-policy.ts";
import { pageLinksFor } from "#app/seo/page-links.ts";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const path = stripMarketPrefix(new URL(request.url).pathname).path.replace(/\/+$/, "") || "/";
  const page = await loadContentPage(context.cloudflare.env.CONTENT, path, context.market.region);
  if (!page) throw new Response(null, { status: 404 });
  return {
    links: pageLinksFor(context, path),
    page: {
      ...page,
      sections: page.sections.map((s) => (s.link ? { ...s, link: { ...s.link, href: withMarketPrefix(s.link.href, context.market) } } : s)),
    },
  };
}

// Anonymous and the same for every visitor once personal parts are filled in: kept at the edge.
export const headers = pageHeaders;

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data
    ? [{ title: `${data.page.title} | Tailwise` }, ...(data.page.intro ? [{ name: "description", content: data.page.intro.slice(0, 160) }] : []), ...data.links]
    : [{ title: requestErrorTitle(404) }];

export default function ContentPageRoute() {
  const { page } = useLoaderData<typeof loader>();
  return (
    <article className="content-page">
      <h1>{page.title}</h1>
      {page.intro ? <p>{page.intro}</p> : null}
      {page.sections.map((section) => (
        <section key={section.heading}>
          <h2>{section.heading}</h2>
          {section.body.map((paragraph, i) => (
            // Static text in a fixed order: the index is a stable key.
            <p key={i}>{paragraph}</p>
          ))}
          {section.list.length > 0 ? (
            <ul>
              {section.list.map((item, i) => (
                <li key={i}>{item}</li>
              ))}
            </ul>
          ) : null}
          {section.link ? <Link to={section.link.href}>{section.link.label}</Link> : null}
        </section>
      ))}
    </article>
  );
}
