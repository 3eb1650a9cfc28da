import { useTranslations } from "next-intl";
import type { ImportFormat } from "@/lib/import/formats";

/** Each import format's name in the page's language (mostly the product's own name and its file type). */
const FORMAT_KEYS = {
  fr24: "fr24",
  openflights: "openflights",
  flighty: "flighty",
  appintheair: "appintheair",
  jetlog: "jetlog",
  tripit: "tripit",
  byair: "byair",
  jetlovers: "jetlovers",
  milesandmore: "milesandmore",
  airtrail: "airtrail",
  contrail: "contrail",
} as const satisfies Record<ImportFormat, string>;

export function useFormatLabel(): (format: ImportFormat) => string {
  const t = useTranslations("Import.formats");
  return (format) => t(FORMAT_KEYS[format]);
}
