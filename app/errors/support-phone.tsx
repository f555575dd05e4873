import { useTranslation } from "#app/markets/use-market.ts";

export function SupportPhone() {
  const { t } = useTranslation("common");
  return (
    <a className="support-phone" href={t("support.phoneHref")}>
      {t("support.phone")}
    </a>
  );
}
