/**
 * How to point tools made for AirTrail at Contrail: Settings → Security and /docs/api show it. The routes are
 * app/airtrail/api/**, the differences from AirTrail in lib/api/airtrail/shapes.ts.
 */
export function AirtrailCompat({ origin }: { origin: string }) {
  const url = `${origin}/airtrail`;
  return (
    <div className="space-y-2 text-sm">
      <p>
        Tools made for AirTrail work with Contrail: where one asks for an AirTrail URL, paste <code className="break-all">{url}</code> and an
        API key from this page. They read and write your flights in AirTrail&apos;s shape, with the same key, role and visibility as the
        Contrail API. For example:
      </p>
      <ul className="list-disc space-y-1 pl-5">
        <li>
          <strong>Homepage</strong> (the AirTrail widget): <code>url: {url}</code> and <code>key:</code> your API key. The widget reads{" "}
          <code>/api/stats</code>, so <code>{origin}</code> works too.
        </li>
        <li>
          <strong>TREK</strong> (trip planner): AirTrail URL <code className="break-all">{url}</code>; imports your flights, and with write-back
          on, saves its edits back.
        </li>
        <li>
          <strong>Dawarich</strong> (location history): AirTrail URL <code className="break-all">{url}</code>; imports your flights.
        </li>
      </ul>
      <p className="muted">
        Unlike AirTrail, a flight you may not read answers 404 (not 403), and the export is AirTrail&apos;s backup file in JSON only (no YAML).
      </p>
    </div>
  );
}
