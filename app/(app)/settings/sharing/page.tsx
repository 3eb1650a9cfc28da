import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { RevokeShareLinkButton } from "@/components/settings/revoke-share-link-button";
import { ShareLinkForm } from "@/components/settings/share-link-form";
import { getFormats } from "@/components/format/server-formats";
import { requirePrincipal } from "@/lib/auth/session";
import { getDb } from "@/lib/db/client";
import { isShareLinkActive } from "@/lib/share/active-share-link";
import { NEW_SHARE_LINK_TOGGLES, SHARE_TOGGLES } from "@/lib/share/share-link-input";
import { listShareLinks, type ShareLinkSummary } from "@/lib/share/share-links";
import { currentProfile } from "@/lib/users/current-profile";
import { pageOrigin } from "@/lib/auth/page-origin";
import { createShareLinkAction, revokeShareLinkAction, updateShareLinkAction } from "./actions";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("Settings.sharing"))("metaTitle") };
}

const SHOWN = {
  showStats: "shown.showStats",
  showMap: "shown.showMap",
  showFlights: "shown.showFlights",
  showExactDates: "shown.showExactDates",
  showFlightNumbers: "shown.showFlightNumbers",
  showSeats: "shown.showSeats",
  showNotes: "shown.showNotes",
  showUpcoming: "shown.showUpcoming",
} as const satisfies Record<(typeof SHARE_TOGGLES)[number], string>;

function formValues(link: ShareLinkSummary) {
  return { id: link.id, label: link.label, expiresOn: link.expiresAt ? link.expiresAt.toISOString().slice(0, 10) : "", ...Object.fromEntries(SHARE_TOGGLES.map((name) => [name, link[name]])) } as {
    id: string;
    label: string;
    expiresOn: string;
  } & Record<(typeof SHARE_TOGGLES)[number], boolean>;
}

export default async function SharingPage() {
  const principal = await requirePrincipal();
  const [links, profile, origin] = await Promise.all([listShareLinks(getDb(), principal.userId), currentProfile(principal.userId), pageOrigin()]);
  const [t, f] = await Promise.all([getTranslations("Settings.sharing"), getFormats(profile)]);
  const now = new Date();
  return (
    <>
      <h1 className="text-2xl font-semibold tracking-tight">{t("title")}</h1>
      <section className="card space-y-4" aria-labelledby="new-link-title">
        <div>
          <h2 id="new-link-title" className="text-base font-semibold">
            {t("newTitle")}
          </h2>
          <p className="muted text-sm">{t("newIntro")}</p>
        </div>
        <ShareLinkForm action={createShareLinkAction} idPrefix="new-link" values={{ label: "", expiresOn: "", ...NEW_SHARE_LINK_TOGGLES }} submitLabel={t("create")} success={t("created")} />
      </section>
      <section className="card space-y-4" aria-labelledby="links-title">
        <h2 id="links-title" className="text-base font-semibold">
          {t("listTitle")}
        </h2>
        {links.length === 0 ? (
          <p className="muted text-sm">{t("none")}</p>
        ) : (
          <ul className="space-y-4" data-testid="share-links">
            {links.map((link) => {
              const url = `${origin}/share/${link.slug}`;
              const active = isShareLinkActive(link, now);
              const shown = SHARE_TOGGLES.filter((name) => link[name]).map((name) => t(SHOWN[name]));
              return (
                <li key={link.id} className="space-y-2 rounded-lg border border-slate-200 p-3 dark:border-slate-800" data-testid="share-link">
                  <div className="flex flex-wrap items-baseline justify-between gap-2">
                    <h3 className="font-semibold break-words">{link.label}</h3>
                    <p className="muted text-sm">
                      {link.expiresAt
                        ? t(active ? "expires" : "expired", { date: f.utcInstant(link.expiresAt.toISOString()) })
                        : t("neverExpires")}
                    </p>
                  </div>
                  <div>
                    <label className="label" htmlFor={`url-${link.id}`}>
                      {t("address")}
                    </label>
                    <input id={`url-${link.id}`} className="input font-mono text-sm" readOnly value={url} data-testid="share-link-url" />
                  </div>
                  <p className="text-sm">
                    <a href={`/share/${link.slug}`} className="underline" target="_blank" rel="noopener">
                      {t("openPage")}
                    </a>{" "}
                    ·{" "}
                    <a href={`/share/${link.slug}/card.svg`} className="underline" target="_blank" rel="noopener">
                      {t("cardImage")}
                    </a>
                  </p>
                  <p className="muted text-sm">{shown.length > 0 ? t("shows", { items: shown.join(", ") }) : t("showsNothing")}</p>
                  <details>
                    <summary className="cursor-pointer text-sm font-medium">{t("edit", { label: link.label })}</summary>
                    <div className="pt-3">
                      <ShareLinkForm action={updateShareLinkAction} idPrefix={`link-${link.id}`} values={formValues(link)} submitLabel={t("saveChanges")} success={t("saved")} />
                    </div>
                  </details>
                  <RevokeShareLinkButton id={link.id} label={link.label} revoke={revokeShareLinkAction} />
                </li>
              );
            })}
          </ul>
        )}
      </section>
    </>
  );
}
