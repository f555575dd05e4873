import { isOurApp, type Channel } from "#app/visitor/visitor-class.ts";

// Our apps' webviews (spec §6: a user agent with the iOS or Android app prefix) bring their own
// header and navigation: the page marks its root element, and the stylesheet leaves out the site's
// header and footer there (issue #11). Done on the way out rather than in React, so no page carries
// code for it; app pages are never kept at the edge (worker/edge-cache-rules.ts), so this is per request.

const APP_WEBVIEW_ATTRIBUTE = "data-app-webview";

export function markAppWebview(response: Response, channel: Channel): Response {
  if (!isOurApp(channel)) return response;
  const platform = channel === "ios-app" ? "ios" : "android";
  return new HTMLRewriter()
    .on("html", {
      element(element) {
        element.setAttribute(APP_WEBVIEW_ATTRIBUTE, platform);
      },
    })
    .transform(response);
}
