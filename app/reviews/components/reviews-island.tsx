import { useNavigate } from "@remix-run/react";
import { lazy, Suspense } from "react";
import { KEEP_SERVER_HTML, useIslandSource } from "#app/content/components/zone-island.tsx";
import { useServerContent } from "#app/content/server-content.ts";
import { useTranslation } from "#app/markets/use-market.ts";
import { serverOnly } from "#app/ui/island.tsx";
import { followedLink } from "#app/ui/followed-link.ts";
import type { ReviewsPage } from "../load-reviews.server";
import { REVIEWS_ANCHOR, REVIEWS_TITLE_ID } from "../review-pages";

// The section's HTML writer and its words (../reviews-html.ts) load where a section is written: on the
// server before any render (islandsReady), in the browser only after a client-side navigation. The
// page that hydrates keeps the server's HTML, so neither is in a product page's first JavaScript
// (issue #28, decision 0087).
type Writer = typeof import("../reviews-html");
const loadWriter = () => import("../reviews-html");
const writerOnServer = serverOnly(loadWriter);
const WrittenInBrowser = lazy(() => loadWriter().then((writer) => ({ default: (props: { reviews: ReviewsPage }) => <Written {...props} writer={writer} /> })));

/**
 * The product's reviews behind its stars (docs/decisions/0058, 0072), as an island: a document
 * carries them in its HTML only, not again in the page's data (about 3 KB of a product page's
 * hydration data and its encoding on every uncached render: issue #26), and the page that hydrates
 * keeps that HTML. After a client-side navigation (another page of reviews, another product) the
 * loader's data has the reviews and the browser writes the same HTML. The pages are plain links:
 * without JavaScript the server renders the page asked for; with it the section's one handler has
 * the router load it in place and scroll to the section, as the browser does.
 */
export function ReviewsIsland({ reviews }: { reviews: ReviewsPage | null }) {
  const source = useIslandSource();
  const fromServer = useServerContent()?.reviews;
  const shown = source === "server" ? fromServer : reviews;
  const writer = writerOnServer();
  // One boundary on every path, the server's too, so the hydrating page meets its markers: after a
  // client-side navigation (a transition) the section shown stays until the writer has loaded.
  return (
    <Suspense fallback={null}>
      {source === "html" ? (
        <ReviewsSection html={KEEP_SERVER_HTML} />
      ) : !shown ? null : writer ? (
        <Written reviews={shown} writer={writer} />
      ) : (
        <WrittenInBrowser reviews={shown} />
      )}
    </Suspense>
  );
}

function Written({ reviews, writer }: { reviews: ReviewsPage; writer: Writer }) {
  const { t } = useTranslation("shop");
  return <ReviewsSection html={{ __html: writer.reviewsSectionHtml(reviews, t, { titleId: REVIEWS_TITLE_ID }) }} />;
}

/** The section around the reviews' HTML: its label, its anchor, and the handler that follows its links in place. */
function ReviewsSection({ html }: { html: { __html: string } }) {
  const navigate = useNavigate();
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
      dangerouslySetInnerHTML={html}
    />
  );
}
