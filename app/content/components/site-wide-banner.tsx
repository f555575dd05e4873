import { useTranslation } from "#app/markets/use-market.ts";
import { invokerCommand } from "#app/ui/invoker-command.ts";
import { addResources } from "#app/i18n/translator.ts";
import copy from "#locales/en-US/content.json";
import type { SiteWideBannerView } from "../zone-view";

addResources("en-US", "common", copy);

/**
 * spec §3 site-wide banner: the merchandiser's text on their (contrast-checked) colours, its calls
 * to action, a footnote, and details in a modal dialog. The banner is server HTML that the browser
 * keeps (no hydration data, no script): the Details button opens the `<dialog>` with HTML invoker
 * commands (`commandfor`/`command="show-modal"`), which makes the rest of the page inert, keeps focus
 * inside, closes on Escape and gives focus back to the button (older browsers: app/ui/invoker-commands.ts).
 */
export function SiteWideBanner({ banner, id }: { banner: SiteWideBannerView; id: string }) {
  const { t } = useTranslation("common");
  const { modal } = banner;
  const dialogId = `${id}-details`;
  return (
    <div className="site-banner" style={{ background: banner.theme.background, color: banner.theme.text }} data-testid="site-banner">
      {banner.asset ? <img className="site-banner__asset" src={banner.asset.small} alt={banner.asset.alt} width={32} height={32} /> : null}
      <p className="site-banner__text">{banner.href ? <a href={banner.href}>{banner.bodyText}</a> : banner.bodyText}</p>
      {/* Its own paragraph: the body text is the merchandiser's and may end without a full stop, and
          "…on orders $49+ Some exclusions apply." read as one sentence (issue #26). */}
      {banner.footnote ? <p className="site-banner__footnote">{banner.footnote}</p> : null}
      {banner.ctas.map((cta) => (
        <a key={cta.href + cta.label} className="site-banner__cta" href={cta.href}>
          {cta.label}
        </a>
      ))}
      {modal ? (
        <>
          <button type="button" className="site-banner__details-button" aria-haspopup="dialog" {...invokerCommand(dialogId, "show-modal")}>
            {t("content.details")}
          </button>
          <dialog id={dialogId} className="sheet banner-modal" aria-labelledby={`${dialogId}-title`}>
            <div className="sheet__header">
              <h2 id={`${dialogId}-title`}>{modal.title}</h2>
              <button type="button" className="sheet__close" aria-label={t("content.closeDetails")} {...invokerCommand(dialogId, "close")}>
                <span aria-hidden="true">×</span>
              </button>
            </div>
            <div className="sheet__body banner-details">
              {modal.images.map((src, index) => (
                // One description for the set: the first image carries it, the rest repeat the picture.
                <img key={src} src={src} alt={index === 0 ? modal.imageAlt : ""} width={240} height={160} loading="lazy" />
              ))}
              {modal.body ? <p>{modal.body}</p> : null}
            </div>
          </dialog>
        </>
      ) : null}
    </div>
  );
}
