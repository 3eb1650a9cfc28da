/** What a user may see of one of their keys: never the key, never its hash. */
export interface ApiKeySummary {
  id: string;
  name: string;
  /** the first characters of the key, e.g. "ctr_3kQ9xZ1a" */
  prefix: string;
  createdAt: Date;
  lastUsedAt: Date | null;
  expiresAt: Date | null;
}

export const apiKeySummarySelect = {
  id: true,
  name: true,
  prefix: true,
  createdAt: true,
  lastUsedAt: true,
  expiresAt: true,
} as const;
