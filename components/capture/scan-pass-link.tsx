import { useTranslations } from "next-intl";

/**
 * The way to the scan page. A plain link, not next/link: the page's Content-Security-Policy (the only one allowing
 * WebAssembly, for the barcode reader) comes with a full page load; a client-side navigation would keep this page's.
 */
export function ScanPassLink() {
  const t = useTranslations("Capture.page");
  return (
    <a href="/flights/new/scan" className="btn">
      {t("title")}
    </a>
  );
}
