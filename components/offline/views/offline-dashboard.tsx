import { useTranslations } from "next-intl";
import { StatCards } from "@/components/dashboard/stat-cards";
import type { DisplayPreferences } from "@/lib/users/display-preferences";
import type { DashboardFigures } from "@/lib/sync/dashboard-figures";

/** The dashboard's stat cards as last synced; the charts and the map need the server. */
export function OfflineDashboard({ figures, preferences }: { figures: DashboardFigures | null; preferences: DisplayPreferences }) {
  const t = useTranslations("Offline.dashboard");
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight">{t("title")}</h1>
        <p className="muted mt-1">{t("intro")}</p>
      </div>
      {figures ? (
        <StatCards stats={figures.stats} countries={figures.countries} preferences={preferences} />
      ) : (
        <p className="card">{t("noFigures")}</p>
      )}
      <p>
        <a className="link" href="/flights">
          {t("yourFlights")}
        </a>
      </p>
    </div>
  );
}
