/** The accounts the e2e database is seeded with (e2e/support/seed.ts). Test-only passwords. */
export const ACCOUNTS = {
  owner: { username: "olivia", password: "owner-password-1", role: "owner", displayName: "Olivia Owner" },
  admin: { username: "adam", password: "admin-password-1", role: "admin", displayName: "Adam Admin" },
  alice: { username: "alice", password: "alice-password-1", role: "user", displayName: "Alice Traveller" },
  bob: { username: "bob", password: "bob-password-1", role: "user", displayName: "Bob Flyer" },
  frequent: { username: "frequent", password: "frequent-password-1", role: "user", displayName: "Frequent Flyer" },
  /** changes its display preferences (preferences.spec.ts): no other test may rely on how its pages look */
  pia: { username: "pia", password: "pia-password-1", role: "user", displayName: "Pia Preferences" },
  /** changes its password and signs out everywhere (settings.spec.ts): no other test may rely on its sessions */
  sam: { username: "sam", password: "sam-password-1", role: "user", displayName: "Sam Sessions" },
} as const;

export type AccountName = keyof typeof ACCOUNTS;

export const MAIN_PORT = Number(process.env.E2E_PORT ?? 3200);
export const FRESH_PORT = Number(process.env.E2E_FRESH_PORT ?? 3201);
/** flights of the "frequent" user, for the performance check */
export const FREQUENT_FLIGHTS = Number(process.env.E2E_FREQUENT_FLIGHTS ?? 20_000);
