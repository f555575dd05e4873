import { useTranslation } from "react-i18next";

export function SupportPhone() {
  const { t } = useTranslation("common");
  return (
    <a className="support-phone" href={t("support.phoneHref")}>
      {t("support.phone")}
    </a>
  );
}
