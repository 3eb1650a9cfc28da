import { z } from "zod";
import type { Db } from "@/lib/db/client";
import { NotFoundError } from "@/lib/errors";
import { displayNameSchema, parseField } from "./user-fields";

export const UNITS = ["km", "mi"] as const;
export type DistanceUnit = (typeof UNITS)[number];
export const unitSchema = z.enum(UNITS, { message: "Unit must be km or mi" });

export interface Profile {
  id: string;
  username: string;
  displayName: string;
  unit: DistanceUnit;
  hasPassword: boolean;
}

export async function getProfile(db: Db, userId: string): Promise<Profile> {
  const user = await db.user.findUnique({
    where: { id: userId },
    select: { id: true, username: true, displayName: true, unit: true, passwordHash: true },
  });
  if (!user) throw new NotFoundError("User not found");
  return {
    id: user.id,
    username: user.username,
    displayName: user.displayName,
    unit: user.unit === "mi" ? "mi" : "km",
    hasPassword: user.passwordHash !== null,
  };
}

/** Updates the signed-in user's display name and distance unit. */
export async function updatePreferences(db: Db, userId: string, input: { displayName: string; unit: string }): Promise<void> {
  const displayName = parseField(displayNameSchema.min(1, "Display name is required"), input.displayName);
  const unit = parseField(unitSchema, input.unit);
  await db.user.update({ where: { id: userId }, data: { displayName, unit } });
}
