import type { Metadata } from "next";
import { headers } from "next/headers";
import Link from "next/link";
import type { ReactNode } from "react";
import { AirtrailCompat } from "@/components/settings/airtrail-compat";

export const metadata: Metadata = { title: "API" };

/** The origin the reader reached this page on, so the curl examples can be pasted as they are. */
async function baseUrl(): Promise<string> {
  const h = await headers();
  const host = h.get("x-forwarded-host") ?? h.get("host") ?? "localhost:3000";
  const proto = h.get("x-forwarded-proto") ?? "http";
  return `${proto}://${host}/api`;
}

function Code({ children }: { children: string }) {
  return (
    // focusable, so the horizontal scroll of a long line works from the keyboard too
    <pre tabIndex={0} className="mt-2 overflow-x-auto rounded-lg focus-visible:outline-2 focus-visible:outline-sky-600 bg-slate-100 p-3 text-sm text-slate-900 dark:bg-slate-900 dark:text-slate-100">
      <code>{children}</code>
    </pre>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="mt-10">
      <h2 id={id} className="text-xl font-semibold">
        {title}
      </h2>
      <div className="mt-2 space-y-3 leading-relaxed">{children}</div>
    </section>
  );
}

const ERRORS: [string, string, string][] = [
  ["400", '{"success": false, "message": "…"}', "invalid input (boolean false); the message names the problem"],
  ["401", '{"success": "false", "message": "Unauthorized"}', "missing, malformed, unknown, revoked or expired key"],
  ["403", '{"success": "false", "message": "Forbidden"}', "role too low for the scope, or saving other users' seats"],
  ["404", '{"success": "false", "message": "Flight not found"}', "no such flight, or one you may not read; also User not found, unknown paths"],
  ["405", '{"success": "false", "message": "Method not allowed"}', "wrong method; the Allow header lists the right ones"],
  ["413", '{"success": "false", "message": "Payload too large"}', "JSON body over 1 MB"],
  ["429", '{"success": "false", "message": "Too many requests"}', "rate limited; wait the Retry-After seconds"],
  ["500", '{"success": "false", "message": "Internal error"}', "anything unexpected"],
];

export default async function ApiDocsPage() {
  const base = await baseUrl();
  const origin = base.slice(0, -"/api".length);
  const auth = '-H "Authorization: Bearer $CONTRAIL_KEY"';
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-3xl font-semibold">Contrail API</h1>
      <p className="mt-3 text-slate-600 dark:text-slate-400">
        Read your statistics and flights, and feed flights in from other tools. The machine-readable description is at{" "}
        <a className="link" href="/api/openapi.json">
          /api/openapi.json
        </a>{" "}
        (OpenAPI 3.1).
      </p>

      <Section id="auth" title="Authentication">
        <p>
          Every request carries an API key: <code>Authorization: Bearer &lt;key&gt;</code>. Create keys under{" "}
          <Link className="link" href="/settings/security">
            Settings → Security
          </Link>
          ; the key is shown once. A key acts with its owner&apos;s current role: a regular user sees their own flights, an
          admin or owner may ask for one user&apos;s or everybody&apos;s.
        </p>
        <Code>{`export CONTRAIL_KEY=ctr_…\ncurl ${auth} ${base}/stats`}</Code>
        <p>
          Checks run in this order: the key (401), the input (400), the role (403), the named user (400 / 404). Failed
          authentications per client address and requests per key are rate limited (429 with <code>Retry-After</code>).
        </p>
      </Section>

      <Section id="stats" title="GET /api/stats">
        <p>
          Statistics over completed flights. <code>scope</code> is <code>mine</code> (default), <code>user</code> (with{" "}
          <code>userId</code>) or <code>all</code>. A flight counts once it is over; a shared flight counts once.
        </p>
        <Code>{`curl ${auth} "${base}/stats"\ncurl ${auth} "${base}/stats?scope=all"\ncurl ${auth} "${base}/stats?scope=user&userId=<user id>"`}</Code>
        <Code>{`{"success": true, "stats": {"flights": 12, "distanceKm": 24810, "durationSeconds": 131400, "airports": 7,
  "topAirline": {"id": 3, "name": "Swiss International Air Lines", "iata": "LX", "icao": "SWR", "count": 5},
  "topAirport": {"id": 1, "name": "Zürich Airport", "icao": "LSZH", "iata": "ZRH", "count": 9},
  "topAircraft": {"id": 2, "name": "Airbus A320", "icao": "A320", "count": 4},
  "topRoute": {"from": {"id": 1, "name": "Zürich Airport", "icao": "LSZH", "iata": "ZRH"},
               "to": {"id": 2, "name": "London Heathrow Airport", "icao": "EGLL", "iata": "LHR"}, "count": 3}}}`}</Code>
        <p>With no completed flights the counts are 0 and every <code>top…</code> entry is <code>null</code>.</p>
      </Section>

      <Section id="breakdown" title="GET /api/stats/breakdown">
        <p>
          Every figure of the dashboard besides its cards, from the same function the page renders: per-year and per-month
          series, cumulative distance, flights per weekday and hour, top lists (airframes too), seat and reason breakdowns,
          countries, continents, records and CO₂. The same <code>scope</code> and <code>userId</code> as <code>/api/stats</code>.
        </p>
        <p>
          A period, as on the dashboard: <code>year=2025</code>, <code>range=12m</code> (the last 12 months) or{" "}
          <code>since=2024-03-01&amp;until=2024-09-30</code> (local dates, both included, either end may be left out). The
          answer then carries the <code>period</code>, its cards as <code>totals</code> and its breakdown; records, weekdays,
          hours, airframes and cumulative distance cover all time only. A malformed or contradictory period is 400.
        </p>
        <Code>{`curl ${auth} "${base}/stats/breakdown"\ncurl ${auth} "${base}/stats/breakdown?scope=all&year=2025"\ncurl ${auth} "${base}/stats/breakdown?since=2024-03-01&until=2024-09-30"`}</Code>
        <Code>{`{"success": true, "period": {"since": "2025-01-01", "until": "2025-12-31"},
  "totals": {"flights": 4, "distanceKm": 6120, "durationSeconds": 30600, "airports": 5},
  "breakdown": {"perYear": [{"year": "2025", "flights": 4, "distanceKm": 6120}], "perMonth": […], "topAirlines": […], …,
                "co2": {"kg": 1104.2, "seats": 4, "byClass": […], "byHaul": […]}}}`}</Code>
      </Section>

      <Section id="get" title="GET /api/flight/get/{id}">
        <p>
          One flight. The id is decimal digits; anything else is 400 <code>Flight id is not a number</code>. A flight you may
          not read answers exactly like a missing one (404). Times carry the airport&apos;s local offset.
        </p>
        <Code>{`curl ${auth} ${base}/flight/get/42`}</Code>
      </Section>

      <Section id="list" title="GET /api/flight/list">
        <p>
          Flights, newest first, with the same <code>scope</code> and <code>userId</code> rules as the statistics.
        </p>
        <Code>{`curl ${auth} "${base}/flight/list?scope=mine"`}</Code>
      </Section>

      <Section id="save" title="POST /api/flight/save">
        <p>
          Creates a flight, or updates one when <code>id</code> is given (the fields sent replace the stored ones).{" "}
          <code>from</code>/<code>to</code> take ICAO or IATA codes; times are ISO 8601 with an offset or local{" "}
          <code>YYYY-MM-DDTHH:mm</code> read at the airport. Without <code>seats</code> the flight gets one seat for you.
        </p>
        <Code>{`curl ${auth} -H "Content-Type: application/json" ${base}/flight/save -d '{
  "from": "ZRH", "to": "LHR",
  "departure": "2024-03-31T08:05", "arrival": "2024-03-31T08:55",
  "airline": "SWR", "flightNumber": "LX316", "aircraft": "A20N",
  "seats": [{"userId": "<your user id>", "seat": "window", "seatNumber": "12A", "seatClass": "economy"}]
}'`}</Code>
        <Code>{`{"success": true, "id": 43}`}</Code>
      </Section>

      <Section id="delete" title="POST /api/flight/delete">
        <p>
          Deletes a flight. On a shared flight a regular user removes only their own seat; admins and owners delete the
          whole flight.
        </p>
        <Code>{`curl ${auth} -H "Content-Type: application/json" ${base}/flight/delete -d '{"id": 43}'`}</Code>
      </Section>

      <Section id="boarding-pass" title="POST /api/flight/from-boarding-pass">
        <p>
          The flights of a boarding pass&apos;s barcode text, one per leg, each as the <code>/api/flight/save</code> body it
          would send, with the codes this server does not know and your flight it already is. With{" "}
          <code>&quot;save&quot;: true</code> every leg is saved in one go (a leg you already have is not saved twice). An
          iOS Shortcut or an Android automation can log a pass in one tap: see docs/api.md in the repository.
        </p>
        <Code>{`curl ${auth} -H "Content-Type: application/json" ${base}/flight/from-boarding-pass -d '{
  "barcode": "M1TRAVELLER/ALICE     EXK4T2Q ZRHLHRLX 0318 120J012A0001 100",
  "save": false, "scanDate": "2026-04-29"
}'`}</Code>
      </Section>

      <Section id="airtrail" title="Tools made for AirTrail: /airtrail">
        <AirtrailCompat origin={origin} />
        <p>
          <code>/airtrail/api/stats</code>, <code>/airtrail/api/flight/list</code>, <code>/airtrail/api/flight/get/&#123;id&#125;</code>,{" "}
          <code>/airtrail/api/flight/save</code>, <code>/airtrail/api/flight/delete</code> and <code>/airtrail/api/flight/export</code>{" "}
          answer as AirTrail 3.x does: airline and aircraft as objects <code>&#123;id, name, icao, iata&#125;</code>, <code>note</code>,{" "}
          <code>passengers</code> beside <code>seats</code>, and every error as <code>&#123;&quot;success&quot;: false, &quot;message&quot;: …&#125;</code>.
          Save takes AirTrail&apos;s body: a date-only <code>departure</code> with <code>departureTime</code> and <code>arrivalTime</code>{" "}
          (local), <code>passengers</code> or <code>seats</code> (<code>&lt;USER_ID&gt;</code> is you), <code>note</code>, and airline and
          aircraft as codes or objects. Its OpenAPI 3.1 description, with the differences from AirTrail kept on purpose, is at{" "}
          <a className="link" href="/airtrail/api/openapi.json">
            /airtrail/api/openapi.json
          </a>
          .
        </p>
        <Code>{`curl ${auth} ${origin}/airtrail/api/flight/list
curl ${auth} -H "Content-Type: application/json" ${origin}/airtrail/api/flight/save -d '{
  "from": "ZRH", "to": "LHR", "departure": "2024-03-31", "departureTime": "08:05", "arrivalTime": "08:55",
  "airline": "SWR", "note": "Window seat", "seats": [{"userId": "<USER_ID>", "seatNumber": "12A"}]
}'`}</Code>
      </Section>

      <Section id="errors" title="Errors">
        <div className="overflow-x-auto">
          <table className="w-full border-collapse text-left text-sm">
            <thead>
              <tr className="border-b border-slate-300 dark:border-slate-700">
                <th scope="col" className="py-2 pr-3">
                  Status
                </th>
                <th scope="col" className="py-2 pr-3">
                  Body
                </th>
                <th scope="col" className="py-2">
                  When
                </th>
              </tr>
            </thead>
            <tbody>
              {ERRORS.map(([status, body, when]) => (
                <tr key={status} className="border-b border-slate-200 align-top dark:border-slate-800">
                  <td className="py-2 pr-3 font-mono">{status}</td>
                  <td className="py-2 pr-3 font-mono text-xs">{body}</td>
                  <td className="py-2">{when}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <p>
          Note the 400 body has the boolean <code>false</code>; every other failure has the string <code>&quot;false&quot;</code>.
        </p>
      </Section>
    </div>
  );
}
