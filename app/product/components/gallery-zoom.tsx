import { useEffect } from "react";
import { useTranslation } from "#app/i18n/use-translation.ts";
import type { GalleryPicture } from "#app/images/product-image-url.ts";
import { ModalSheet } from "#app/ui/modal-sheet.tsx";

/**
 * The gallery's zoom (issue #26): one view drawn at 800 px in a modal dialog (ModalSheet: the page
 * behind is inert, Escape closes, focus goes back to the Zoom link). Loaded on the first Zoom
 * (./product-gallery.tsx), so the product page's script carries only the opener; without JavaScript
 * the Zoom link opens the same 800 px picture on its own.
 */
export default function GalleryZoom({ picture, alt, onClose }: { picture: GalleryPicture; alt: string; onClose: () => void }) {
  const { t } = useTranslation("shop");
  const view = t(`gallery.views.${picture.view}`);
  useKeepTabInside(".gallery-zoom");
  return (
    <ModalSheet className="gallery-zoom" title={t("gallery.zoomTitle", { view })} closeLabel={t("gallery.close")} onClose={onClose}>
      <img className="gallery-zoom__image" src={picture.large} alt={alt} width={800} height={800} data-testid="gallery-zoom-image" />
      <a className="gallery-zoom__own" href={picture.large}>
        {t("gallery.openOnItsOwn")}
      </a>
    </ModalSheet>
  );
}

/**
 * A modal <dialog> makes the page behind inert, but Tab past its last control goes on to the
 * browser's own controls: with two controls that is every other press. Tab and Shift+Tab go round
 * the dialog's links and buttons instead.
 */
function useKeepTabInside(selector: string) {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const dialog = document.querySelector<HTMLDialogElement>(`dialog${selector}[open]`);
      if (event.key !== "Tab" || !dialog) return;
      const controls = [...dialog.querySelectorAll<HTMLElement>("a[href], button:not([disabled])")];
      const [first, last] = [controls[0], controls[controls.length - 1]];
      if (!first || !last) return;
      const leaving = event.shiftKey ? document.activeElement === first || !dialog.contains(document.activeElement) : document.activeElement === last;
      if (!leaving) return;
      event.preventDefault();
      (event.shiftKey ? last : first).focus();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [selector]);
}
