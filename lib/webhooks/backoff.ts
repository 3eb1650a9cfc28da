/**
 * When a failed delivery is tried again: after the n-th failed attempt, `retrySeconds[n - 1]` later
 * (CONTRAIL_WEBHOOK_RETRY_SECONDS); null when the schedule is spent and the delivery is given up.
 */
export function nextAttemptAfter(failedAttempts: number, retrySeconds: readonly number[], now: Date): Date | null {
  const wait = retrySeconds[failedAttempts - 1];
  return wait === undefined ? null : new Date(now.getTime() + wait * 1000);
}
