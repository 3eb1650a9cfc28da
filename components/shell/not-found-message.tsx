import Link from "next/link";
import { useTranslations } from "next-intl";

/** The "not found" text, shared by the signed-out page (its own <main>) and the one inside the app's layout (which has one). */
export function NotFoundMessage() {
  const t = useTranslations("Errors.notFound");
  return (
    <>
      <h1 className="text-2xl font-semibold">{t("title")}</h1>
      <p className="muted mt-2">{t("body")}</p>
      <p className="mt-6">
        <Link className="link" href="/">
          {t("back")}
        </Link>
      </p>
    </>
  );
}
