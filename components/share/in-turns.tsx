import { Fragment, type ReactNode } from "react";
import { setImmediate as nextTurn } from "node:timers/promises";

async function AfterTurns({ turns, children }: { turns: number; children: ReactNode }) {
  for (let i = 0; i < turns; i++) await nextTurn();
  return children;
}

/**
 * Renders part i of a big page i event-loop turns later: React then renders each part in a run of its own, with other
 * requests' work between them, rather than the whole page in one long run that holds up every other request.
 * (Parts ready in the same turn would be rendered in one run.)
 */
export function InTurns({ parts }: { parts: ReactNode[] }) {
  return parts.map((part, i) => (
    <Fragment key={i}>
      <AfterTurns turns={i + 1}>{part}</AfterTurns>
    </Fragment>
  ));
}
