import { useEffect, useState } from "react";
import { nativeAppPlatform } from "#analytics/user-agent.ts";
import { useTranslation } from "#app/markets/use-market.ts";
import { addResources } from "#app/i18n/translator.ts";
import shareCopy from "#locales/en-US/shop-share.json";

// The share strings load with the share code (after hydration), not with the product page.
addResources("en-US", "shop", shareCopy);

/**
 * Share through the Web Share API where the browser has it (phones), else copy the link. Needs
 * JavaScript, so it appears only once the page is hydrated: without it the address bar does the job.
 */
export function ShareButton(props: { catalogEntryId: string; productName: string; productImageUrl: string; url: string }) {
  const { t } = useTranslation("shop");
  const [ready, setReady] = useState(false);
  const [status, setStatus] = useState("");
  useEffect(() => setReady(true), []);
  if (!ready) return null;
  // Our apps share through their own sheet (the bridge), whatever the webview's Web Share API.
  const canShare = nativeAppPlatform(navigator.userAgent) !== undefined || typeof navigator.share === "function";
  async function onClick() {
    // The payload's rules load on the first click: most visits never share.
    const [{ sharePayload }, app] = await Promise.all([import("./share"), import("#app/native/app-bridges.ts")]);
    const payload = sharePayload(props, window.location.origin);
    // Inside our apps the app's own share sheet takes the whole payload (spec §3, §7).
    const inApp = app.shareBridgeMessage(navigator.userAgent, payload);
    if (inApp) {
      app.postToApp(inApp);
      return;
    }
    try {
      if (canShare) {
        await navigator.share(payload.shareData);
        return;
      }
      await navigator.clipboard.writeText(payload.shareData.url);
      setStatus(t("product.linkCopied"));
    } catch (error) {
      // The shopper closing the share sheet is not a failure.
      if (error instanceof DOMException && error.name === "AbortError") return;
      setStatus(t("product.shareFailed"));
    }
  }
  return (
    <p className="share">
      <button type="button" className="link-button" onClick={onClick}>
        {canShare ? t("product.share") : t("product.copyLink")}
      </button>{" "}
      <span role="status">{status}</span>
    </p>
  );
}
