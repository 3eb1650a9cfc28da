/**
 * The longest stretch during which the event loop could not run anything else while `work` ran: the largest gap
 * between two turns of a setImmediate ticker. A long synchronous hold shows as one large gap.
 */
export function longestEventLoopHold(work: () => Promise<unknown>): Promise<number> {
  return longestGap(work, () => performance.now());
}

/**
 * The same gap as the main thread's CPU time (milliseconds), bounded both ways: on a loaded machine a wall-clock gap
 * also counts the time the process waited for a core, which holds nothing; the process's CPU time also counts its
 * other threads (the garbage collector's helpers, libuv's pool), which hold nothing either. The main thread's own CPU
 * in a gap is at most the smaller of the two (Node 20 has no per-thread CPU clock).
 */
export function longestEventLoopHoldCpu(work: () => Promise<unknown>): Promise<number> {
  return longestGap(work, () => {
    const { user, system } = process.cpuUsage();
    return [(user + system) / 1000, performance.now()];
  });
}

async function longestGap(work: () => Promise<unknown>, clock: () => number | number[]): Promise<number> {
  const readings = () => [clock()].flat();
  let longest = 0;
  let last = readings();
  let running = true;
  const tick = () => {
    const now = readings();
    longest = Math.max(longest, Math.min(...now.map((value, i) => value - last[i]!)));
    last = now;
    if (running) setImmediate(tick);
  };
  setImmediate(tick);
  try {
    await work();
    // one more turn, so a hold lasting to the end of the work is counted
    await new Promise((resolve) => setImmediate(resolve));
  } finally {
    running = false;
  }
  return longest;
}
