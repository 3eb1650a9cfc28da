"use server";

import { cookies } from "next/headers";
import { redirect } from "next/navigation";

/**
 * Sessions are stateless JWTs in a cookie, so signing out is removing the cookie (what next-auth's own
 * sign-out does too). Works without JavaScript.
 */
export async function signOutAction(): Promise<void> {
  const jar = await cookies();
  for (const cookie of jar.getAll()) {
    if (cookie.name.includes("next-auth.session-token")) jar.delete(cookie.name);
  }
  redirect("/signin");
}
