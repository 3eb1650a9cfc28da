"use server";

import { seesEveryone } from "@/lib/auth/principal";
import { getPrincipal } from "@/lib/auth/session";
import { getDb } from "@/lib/db/client";
import { searchUsers } from "@/lib/users/list-users";

export interface UserOption {
  id: string;
  username: string;
  displayName: string;
}

/** Type-ahead for the admin's user picker. Regular users (and visitors) get nothing. */
export async function searchUsersAction(query: string): Promise<UserOption[]> {
  const principal = await getPrincipal();
  if (!principal || !seesEveryone(principal)) return [];
  const users = await searchUsers(getDb(), principal, String(query ?? "").slice(0, 64), 10);
  return users.map(({ id, username, displayName }) => ({ id, username, displayName }));
}

/** The same search shaped for a combobox (seat pickers). */
export async function searchUserOptionsAction(query: string): Promise<{ value: string; label: string }[]> {
  const users = await searchUsersAction(query);
  return users.map((u) => ({ value: u.id, label: `${u.displayName} (${u.username})` }));
}
