import type { Metadata } from "next";
import { CalendarFeedCreator } from "@/components/settings/calendar-feed-creator";
import { CalendarFeedOptions } from "@/components/settings/calendar-feed-options";
import { CalendarFeedRevoke } from "@/components/settings/calendar-feed-revoke";
import { formatUtcInstant } from "@/components/format/flight-dates";
import { requirePrincipal } from "@/lib/auth/session";
import { readCalendarFeed } from "@/lib/calendar/calendar-feeds";
import { getDb } from "@/lib/db/client";
import { createCalendarFeedAction, revokeCalendarFeedAction, updateCalendarOptionsAction } from "./actions";
import { currentProfile } from "@/lib/users/current-profile";

export const metadata: Metadata = { title: "Calendar" };

export default async function CalendarPage() {
  const principal = await requirePrincipal();
  const [feed, profile] = await Promise.all([readCalendarFeed(getDb(), principal.userId), currentProfile(principal.userId)]);
  const when = (instant: Date) => formatUtcInstant(instant.toISOString(), profile.dateFormat, profile.clock);
  return (
    <>
      <h1 className="text-2xl font-semibold tracking-tight">Calendar</h1>
      <section className="card space-y-4" aria-labelledby="feed-title">
        <div>
          <h2 id="feed-title" className="text-base font-semibold">
            Subscription URL
          </h2>
          <p className="muted text-sm">
            A private address your calendar app subscribes to: one event per flight you hold a seat on, in your calendar&apos;s own time zone, updated when
            you edit a flight. Keep it secret; regenerate or revoke it when it leaks.
          </p>
        </div>
        {feed ? (
          <p className="text-sm" data-testid="calendar-feed-status">
            A URL exists since {when(feed.createdAt)}; {feed.lastUsedAt ? `last fetched ${when(feed.lastUsedAt)}` : "not fetched yet"}.
          </p>
        ) : (
          <p className="text-sm" data-testid="calendar-feed-status">
            No URL yet.
          </p>
        )}
        <CalendarFeedCreator action={createCalendarFeedAction} exists={feed !== null} />
        {feed ? <CalendarFeedRevoke revoke={revokeCalendarFeedAction} /> : null}
      </section>
      {feed ? (
        <section className="card space-y-3" aria-labelledby="options-title">
          <h2 id="options-title" className="text-base font-semibold">
            What events show
          </h2>
          <CalendarFeedOptions action={updateCalendarOptionsAction} options={feed} />
        </section>
      ) : null}
      <section className="card space-y-3" aria-labelledby="subscribe-title">
        <h2 id="subscribe-title" className="text-base font-semibold">
          How to subscribe
        </h2>
        <ul className="list-disc space-y-2 pl-5 text-sm">
          <li>
            <strong>Google Calendar</strong> (on a computer): Other calendars → + → From URL, paste the URL, Add calendar. Google fetches it again every
            few hours.
          </li>
          <li>
            <strong>Apple Calendar</strong>: on a Mac, File → New Calendar Subscription; on an iPhone or iPad, Settings → Apps → Calendar → Calendar
            Accounts → Add Account → Other → Add Subscribed Calendar. Paste the URL.
          </li>
          <li>
            <strong>Thunderbird</strong>: New Calendar → On the Network, paste the URL as its location (iCalendar).
          </li>
        </ul>
        <p className="muted text-sm">Subscribe rather than import: a subscribed calendar follows your edits and removals; an imported file does not.</p>
      </section>
    </>
  );
}
