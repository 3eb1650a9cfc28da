import { isValidElement, type ReactElement, type ReactNode } from "react";
import { describe, expect, it } from "vitest";
import { InTurns } from "./in-turns";

/** Counts event-loop turns (one setImmediate each) until `stop`. */
function turnCounter(): { now: () => number; stop: () => void } {
  let turns = 0;
  let running = true;
  const tick = () => {
    if (!running) return;
    turns++;
    setImmediate(tick);
  };
  setImmediate(tick);
  return { now: () => turns, stop: () => (running = false) };
}

describe("InTurns", () => {
  it("renders each part in a turn of its own, in order, each part as given", async () => {
    const parts = ["stats", "map", null, "flights"];
    const counter = turnCounter();
    const wrappers = InTurns({ parts }) as ReactElement<{ children: ReactElement<{ children: ReactNode }> }>[];
    const rendered = await Promise.all(
      wrappers.map(async (fragment) => {
        const later = fragment.props.children;
        if (!isValidElement(later) || typeof later.type !== "function") throw new Error("not a component");
        const children = await (later.type as (props: unknown) => Promise<ReactNode>)(later.props);
        return { children, turn: counter.now() };
      }),
    );
    counter.stop();
    expect(rendered.map((part) => part.children)).toEqual(parts);
    const turns = rendered.map((part) => part.turn);
    expect(new Set(turns).size).toBe(parts.length);
    expect(turns).toEqual([...turns].sort((a, b) => a - b));
  });
});
