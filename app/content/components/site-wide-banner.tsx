import { useId, useState } from "react";
import { useTranslation } from "#app/i18n/use-translation.ts";
import { addResources } from "#app/i18n/translator.ts";
import copy from "#locales/en-US/content.json";
import { ModalSheet } from "#app/ui/modal-sheet.tsx";
import { useHydrated } from "#app/ui/use-hydrated.ts";
import type { SiteWideBannerView } from "../zone-view";

// The banner's words come with it (it loads after the page's own scripts: issue #8 budget).
addResources("en-US", "common", copy);

/**
 * spec §3 site-wide banner: the merchandiser's text on their (contrast-checked) colours, its calls
 * to action, a footnote, and details in a dialog. Without JavaScript "Details" is a link to the same
 * details shown in place (`:target`); with it, a button opens them as a modal dialog.
 */
export function SiteWideBanner({ banner }: { banner: SiteWideBannerView }) {
  const { t } = useTranslation("common");
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const detailsId = `site-banner-details-${useId().replace(/:/g, "")}`;
  const { modal } = banner;
  const text = banner.href ? <a href={banner.href}>{banner.bodyText}</a> : banner.bodyText;
  return (
    <div className="site-banner" style={{ background: banner.theme.background, color: banner.theme.text }} data-testid="site-banner">
      {banner.asset ? <img className="site-banner__asset" src={banner.asset.small} alt={banner.asset.alt} width={32} height={32} /> : null}
      <p className="site-banner__text">
        {text}
        {banner.footnote ? <small className="site-banner__footnote"> {banner.footnote}</small> : null}
      </p>
      {banner.ctas.map((cta) => (
        <a key={cta.href + cta.label} className="site-banner__cta" href={cta.href}>
          {cta.label}
        </a>
      ))}
      {modal ? (
        hydrated ? (
          <button type="button" className="site-banner__details-button" aria-haspopup="dialog" onClick={() => setOpen(true)}>
            {t("content.details")}
          </button>
        ) : (
          <a className="site-banner__cta" href={`#${detailsId}`}>
            {t("content.details")}
          </a>
        )
      ) : null}
      {modal && !hydrated ? (
        <section id={detailsId} className="site-banner__inline-details" aria-label={modal.title}>
          <BannerDetails modal={modal} />
        </section>
      ) : null}
      {modal && open ? (
        <ModalSheet title={modal.title} onClose={() => setOpen(false)} closeLabel={t("content.closeDetails")} className="banner-modal">
          <BannerDetails modal={modal} />
        </ModalSheet>
      ) : null}
    </div>
  );
}

function BannerDetails({ modal }: { modal: NonNullable<SiteWideBannerView["modal"]> }) {
  return (
    <div className="banner-details">
      {modal.images.map((src, index) => (
        // One description for the set: the first image carries it, the rest repeat the picture.
        <img key={src} src={src} alt={index === 0 ? modal.imageAlt : ""} width={240} height={160} loading="lazy" />
      ))}
      {modal.body ? <p>{modal.body}</p> : null}
    </div>
  );
}
