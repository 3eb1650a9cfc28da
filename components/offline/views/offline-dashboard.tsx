import { StatCards } from "@/components/dashboard/stat-cards";
import type { DistanceUnit } from "@/lib/users/display-preferences";
import type { DashboardFigures } from "@/lib/sync/dashboard-figures";

/** The dashboard's stat cards as last synced; the charts and the map need the server. */
export function OfflineDashboard({ figures, unit }: { figures: DashboardFigures | null; unit: DistanceUnit }) {
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight">Dashboard</h1>
        <p className="muted mt-1">Your statistics, completed flights only, as last synced. Charts and the map come back with the network.</p>
      </div>
      {figures ? (
        <StatCards stats={figures.stats} countries={figures.countries} unit={unit} />
      ) : (
        <p className="card">No figures were synced to this device yet.</p>
      )}
      <p>
        <a className="link" href="/flights">
          Your flights
        </a>
      </p>
    </div>
  );
}
