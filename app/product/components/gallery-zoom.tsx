import { useEffect, useRef } from "react";
import { useTranslation } from "#app/markets/use-market.ts";
import type { GalleryPicture } from "#app/images/product-image-url.ts";
import { ModalSheet } from "#app/ui/modal-sheet.tsx";
import { keepTabInside } from "#app/ui/keep-tab-inside.ts";

/**
 * The gallery's zoom (issue #26): one view drawn at 800 px in a modal dialog (ModalSheet: the page
 * behind is inert, Escape closes, focus goes back to the Zoom link). Loaded on the first Zoom
 * (./product-gallery.tsx), so the product page's script carries only the opener; without JavaScript
 * the Zoom link opens the same 800 px picture on its own.
 */
export default function GalleryZoom({ picture, alt, onClose }: { picture: GalleryPicture; alt: string; onClose: () => void }) {
  const { t } = useTranslation("shop");
  const view = t(`gallery.views.${picture.view}`);
  // Tab goes round the dialog's controls, not on to the browser's own (as the mini-cart's).
  const imageRef = useRef<HTMLImageElement>(null);
  useEffect(() => keepTabInside(imageRef.current!.closest("dialog")!), []);
  return (
    <ModalSheet className="gallery-zoom" title={t("gallery.zoomTitle", { view })} closeLabel={t("gallery.close")} onClose={onClose}>
      <img ref={imageRef} className="gallery-zoom__image" src={picture.large} alt={alt} width={800} height={800} data-testid="gallery-zoom-image" />
      <a className="gallery-zoom__own" href={picture.large}>
        {t("gallery.openOnItsOwn")}
      </a>
    </ModalSheet>
  );
}
