/**
 * Whose flights a dashboard chart aggregates, already authorised: a user id (that user's seats) or null (every flight).
 * Built from the domain's StatsScope by `dashboardFilter` so the rule stays in one place.
 */
export interface DashboardFilter {
  userId: string | null;
  now: Date;
}
