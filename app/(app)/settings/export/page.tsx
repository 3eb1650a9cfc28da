import type { Metadata } from "next";
import { seesEveryone } from "@/lib/auth/principal";
import { requirePrincipal } from "@/lib/auth/session";
import { getDb } from "@/lib/db/client";
import { listUsers } from "@/lib/users/list-users";

export const metadata: Metadata = { title: "Export" };

/** Settings → Export: download the log as JSON (to rebuild it, here or elsewhere) or CSV (for a spreadsheet). */
export default async function ExportPage() {
  const principal = await requirePrincipal();
  const admin = seesEveryone(principal);
  const users = admin ? await listUsers(getDb(), principal) : [];
  return (
    <>
      <div>
        <h1 className="text-2xl font-semibold tracking-tight">Export</h1>
        <p className="muted mt-1 text-sm">
          JSON holds everything needed to rebuild the log — flights, seats with their travellers, your custom airports, airlines and aircraft —
          and imports back through Settings → Import. CSV opens in a spreadsheet. AirTrail JSON is AirTrail&apos;s backup file: its Import reads it,
          so you can take your log there.
        </p>
      </div>
      <form method="get" action="/settings/export/download" className="card space-y-4" aria-labelledby="export-title">
        <h2 id="export-title" className="text-base font-semibold">
          Download
        </h2>
        {admin ? (
          <fieldset className="space-y-2">
            <legend className="label">Whose flights</legend>
            <label className="flex items-center gap-2 text-sm">
              <input type="radio" name="scope" value="mine" defaultChecked /> Mine
            </label>
            <label className="flex items-center gap-2 text-sm">
              <input type="radio" name="scope" value="all" /> Everybody&apos;s
            </label>
            <label className="flex flex-wrap items-center gap-2 text-sm">
              <input type="radio" name="scope" value="user" /> One user:
              <select name="userId" className="input w-auto" aria-label="User to export" defaultValue="">
                <option value="">Choose…</option>
                {users.map((user) => (
                  <option key={user.id} value={user.id}>
                    {user.displayName} ({user.username})
                  </option>
                ))}
              </select>
            </label>
          </fieldset>
        ) : (
          <input type="hidden" name="scope" value="mine" />
        )}
        <div className="flex flex-wrap gap-3">
          <button type="submit" name="format" value="json" className="btn btn-primary">
            Download JSON
          </button>
          <button type="submit" name="format" value="csv" className="btn">
            Download CSV
          </button>
          <button type="submit" name="format" value="airtrail" className="btn">
            Download AirTrail JSON
          </button>
        </div>
        <p className="hint">
          Scripts can fetch the same files with an API key:{" "}
          <code className="[overflow-wrap:anywhere]">GET /api/flight/export?format=json|csv|airtrail&amp;scope=mine</code>.
        </p>
      </form>
    </>
  );
}
