"use server";

import { redirect } from "next/navigation";
import { clearSessionCookies } from "@/lib/auth/session-cookie";

/** Works without JavaScript. */
export async function signOutAction(): Promise<void> {
  await clearSessionCookies();
  redirect("/signin");
}
