/**
 * Whose flights a dashboard chart aggregates, already authorised: a user id (that user's seats) or null (every flight).
 * Built from the domain's StatsScope by `dashboardFilter` so the rule stays in one place.
 */
export interface DashboardFilter {
  userId: string | null;
  now: Date;
}

/** Aggregates come back as bigint (COUNT on PostgreSQL), number, or string (numeric); charts want numbers. */
export function toNumber(value: unknown): number {
  if (typeof value === "number") return value;
  if (typeof value === "bigint") return Number(value);
  if (typeof value === "string") return Number(value);
  if (value && typeof value === "object" && "toNumber" in value && typeof value.toNumber === "function") return Number(value.toNumber());
  return 0;
}
