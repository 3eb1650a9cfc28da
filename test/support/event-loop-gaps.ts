/**
 * The longest stretch during which the event loop could not run anything else while `work` ran: the largest gap
 * between two turns of a setImmediate ticker. A long synchronous hold shows as one large gap.
 */
export async function longestEventLoopHold(work: () => Promise<unknown>): Promise<number> {
  let longest = 0;
  let last = performance.now();
  let running = true;
  const tick = () => {
    const now = performance.now();
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
