import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { seesEveryone } from "@/lib/auth/principal";
import { requirePrincipal } from "@/lib/auth/session";
import { getDb } from "@/lib/db/client";
import { listUsers } from "@/lib/users/list-users";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("Settings.export"))("metaTitle") };
}

/** The API request that fetches the same files (an address, never translated). */
const API_REQUEST = "GET /api/flight/export?format=json|csv|airtrail&scope=mine";

/** Settings → Export: download the log as JSON (to rebuild it, here or elsewhere) or CSV (for a spreadsheet). */
export default async function ExportPage() {
  const principal = await requirePrincipal();
  const admin = seesEveryone(principal);
  const [users, t] = await Promise.all([admin ? listUsers(getDb(), principal) : [], getTranslations("Settings.export")]);
  return (
    <>
      <div>
        <h1 className="text-2xl font-semibold tracking-tight">{t("title")}</h1>
        <p className="muted mt-1 text-sm">{t("intro")}</p>
      </div>
      <form method="get" action="/settings/export/download" className="card space-y-4" aria-labelledby="export-title">
        <h2 id="export-title" className="text-base font-semibold">
          {t("download")}
        </h2>
        {admin ? (
          <fieldset className="space-y-2">
            <legend className="label">{t("whose")}</legend>
            <label className="flex items-center gap-2 text-sm">
              <input type="radio" name="scope" value="mine" defaultChecked /> {t("mine")}
            </label>
            <label className="flex items-center gap-2 text-sm">
              <input type="radio" name="scope" value="all" /> {t("everybody")}
            </label>
            <label className="flex flex-wrap items-center gap-2 text-sm">
              <input type="radio" name="scope" value="user" /> {t("oneUser")}
              <select name="userId" className="input w-auto" aria-label={t("userLabel")} defaultValue="">
                <option value="">{t("choose")}</option>
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
            {t("json")}
          </button>
          <button type="submit" name="format" value="csv" className="btn">
            {t("csv")}
          </button>
          <button type="submit" name="format" value="airtrail" className="btn">
            {t("airtrail")}
          </button>
        </div>
        <p className="hint">
          {t.rich("apiHint", { request: API_REQUEST, code: (chunks) => <code className="[overflow-wrap:anywhere]">{chunks}</code> })}
        </p>
      </form>
    </>
  );
}
