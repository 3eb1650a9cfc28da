/** The rollup key of '*', every flight (user ids are cuids, never '*'). */
export const ALL_SCOPE = "*";

/** The rollup key of a scope: a user id, or null for every flight. */
export function rollupScope(userId: string | null): string {
  return userId ?? ALL_SCOPE;
}
