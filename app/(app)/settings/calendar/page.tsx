import type { Metadata } from "next";
import type { ReactNode } from "react";
import { getTranslations } from "next-intl/server";
import { CalendarFeedCreator } from "@/components/settings/calendar-feed-creator";
import { CalendarFeedOptions } from "@/components/settings/calendar-feed-options";
import { CalendarFeedRevoke } from "@/components/settings/calendar-feed-revoke";
import { getFormats } from "@/components/format/server-formats";
import { requirePrincipal } from "@/lib/auth/session";
import { readCalendarFeed } from "@/lib/calendar/calendar-feeds";
import { getDb } from "@/lib/db/client";
import { createCalendarFeedAction, revokeCalendarFeedAction, updateCalendarOptionsAction } from "./actions";
import { currentProfile } from "@/lib/users/current-profile";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("Settings.calendar"))("metaTitle") };
}

const strong = (chunks: ReactNode) => <strong>{chunks}</strong>;

export default async function CalendarPage() {
  const principal = await requirePrincipal();
  const [feed, profile] = await Promise.all([readCalendarFeed(getDb(), principal.userId), currentProfile(principal.userId)]);
  const [t, f] = await Promise.all([getTranslations("Settings.calendar"), getFormats(profile)]);
  const when = (instant: Date) => f.utcInstant(instant.toISOString());
  return (
    <>
      <h1 className="text-2xl font-semibold tracking-tight">{t("title")}</h1>
      <section className="card space-y-4" aria-labelledby="feed-title">
        <div>
          <h2 id="feed-title" className="text-base font-semibold">
            {t("feedTitle")}
          </h2>
          <p className="muted text-sm">{t("feedIntro")}</p>
        </div>
        {feed ? (
          <p className="text-sm" data-testid="calendar-feed-status">
            {feed.lastUsedAt
              ? t("existsFetched", { created: when(feed.createdAt), lastUsed: when(feed.lastUsedAt) })
              : t("existsNotFetched", { created: when(feed.createdAt) })}
          </p>
        ) : (
          <p className="text-sm" data-testid="calendar-feed-status">
            {t("none")}
          </p>
        )}
        <CalendarFeedCreator action={createCalendarFeedAction} exists={feed !== null} />
        {feed ? <CalendarFeedRevoke revoke={revokeCalendarFeedAction} /> : null}
      </section>
      {feed ? (
        <section className="card space-y-3" aria-labelledby="options-title">
          <h2 id="options-title" className="text-base font-semibold">
            {t("optionsTitle")}
          </h2>
          <CalendarFeedOptions action={updateCalendarOptionsAction} options={feed} />
        </section>
      ) : null}
      <section className="card space-y-3" aria-labelledby="subscribe-title">
        <h2 id="subscribe-title" className="text-base font-semibold">
          {t("subscribeTitle")}
        </h2>
        <ul className="list-disc space-y-2 pl-5 text-sm">
          <li>{t.rich("google", { strong })}</li>
          <li>{t.rich("apple", { strong })}</li>
          <li>{t.rich("thunderbird", { strong })}</li>
        </ul>
        <p className="muted text-sm">{t("subscribeNotImport")}</p>
      </section>
    </>
  );
}
