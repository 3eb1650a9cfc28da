import "server-only";
import { cache } from "react";
import { getDb } from "@/lib/db/client";
import { getProfile, type Profile } from "@/lib/users/preferences";

/** The signed-in user's profile, read once per request however many components ask (layout and page both do). */
export const currentProfile = cache((userId: string): Promise<Profile> => getProfile(getDb(), userId));
