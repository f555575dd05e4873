import { useNavigate } from "@remix-run/react";
import { KEEP_SERVER_HTML, useIslandSource } from "#app/content/components/zone-island.tsx";
import { useServerContent } from "#app/content/server-content.ts";
import { addResources } from "#app/i18n/translator.ts";
import { useTranslation } from "#app/markets/use-market.ts";
import { followedLink } from "#app/ui/followed-link.ts";
import reviewsCopy from "#locales/en-US/product-reviews.json";
import type { ReviewsPage } from "../load-reviews.server";
import { REVIEWS_ANCHOR } from "../review-pages";
import { REVIEWS_TITLE_ID, reviewsSectionHtml } from "../reviews-html";

addResources("en-US", "shop", reviewsCopy);

/**
 * The product's reviews behind its stars (docs/decisions/0058, 0072), as an island: a document
 * carries them in its HTML only, not again in the page's data (about 3 KB of a product page's
 * hydration data and its encoding on every uncached render: issue #26), and the page that hydrates
 * keeps that HTML. After a client-side navigation (another page of reviews, another product) the
 * loader's data has the reviews and the browser writes the same HTML (../reviews-html.ts). The pages
 * are plain links: without JavaScript the server renders the page asked for; with it this one
 * handler has the router load it in place and scroll to the section, as the browser does.
 */
export function ReviewsIsland({ reviews }: { reviews: ReviewsPage | null }) {
  const { t } = useTranslation("shop");
  const source = useIslandSource();
  const fromServer = useServerContent()?.reviews;
  const navigate = useNavigate();
  const shown = source === "server" ? fromServer : reviews;
  if (source !== "html" && !shown) return null;
  return (
    // The links inside are plain anchors; this follows them client-side (keyboard activation clicks too).
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <section
      id={REVIEWS_ANCHOR}
      className="reviews"
      aria-labelledby={REVIEWS_TITLE_ID}
      tabIndex={-1}
      onClick={(event) => {
        const link = followedLink(event);
        if (link) navigate(link.to);
      }}
      suppressHydrationWarning
      dangerouslySetInnerHTML={shown && source !== "html" ? { __html: reviewsSectionHtml(shown, t) } : KEEP_SERVER_HTML}
    />
  );
}
