/**
 * The longest stretch during which the event loop could not run anything else while `work` ran: the largest gap
 * between two turns of a setImmediate ticker. A long synchronous hold shows as one large gap.
 */
export function longestEventLoopHold(work: () => Promise<unknown>): Promise<number> {
  return longestGap(work, () => performance.now());
}

/**
 * The same gap measured in CPU time of the process (milliseconds). On a loaded machine a wall-clock gap also counts
 * the time the process waited for a core, which holds nothing; the CPU spent between two turns is the hold itself.
 */
export function longestEventLoopHoldCpu(work: () => Promise<unknown>): Promise<number> {
  return longestGap(work, () => {
    const { user, system } = process.cpuUsage();
    return (user + system) / 1000;
  });
}

async function longestGap(work: () => Promise<unknown>, clock: () => number): Promise<number> {
  let longest = 0;
  let last = clock();
  let running = true;
  const tick = () => {
    const now = clock();
    longest = Math.max(longest, now - last);
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
