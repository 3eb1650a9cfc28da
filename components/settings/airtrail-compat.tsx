import { useTranslations } from "next-intl";
import type { ReactNode } from "react";

/**
 * How to point tools made for AirTrail at Contrail: Settings → Security and /docs/api show it. The routes are
 * app/airtrail/api/**, the differences from AirTrail in lib/api/airtrail/shapes.ts.
 */
export function AirtrailCompat({ origin }: { origin: string }) {
  const t = useTranslations("Settings.airtrail");
  const url = `${origin}/airtrail`;
  const tags = {
    code: (chunks: ReactNode) => <code className="break-all">{chunks}</code>,
    strong: (chunks: ReactNode) => <strong>{chunks}</strong>,
    url,
    origin,
  };
  return (
    <div className="space-y-2 text-sm">
      <p>{t.rich("intro", tags)}</p>
      <ul className="list-disc space-y-1 pl-5">
        <li>{t.rich("homepage", tags)}</li>
        <li>{t.rich("trek", tags)}</li>
        <li>{t.rich("dawarich", tags)}</li>
      </ul>
      <p className="muted">{t("differences")}</p>
    </div>
  );
}
