import { z } from "zod";
import type { Db } from "@/lib/db/client";
import { CONNECTION_WINDOW_DEFAULT_HOURS, CONNECTION_WINDOW_MAX_HOURS, CONNECTION_WINDOW_MIN_HOURS } from "./continues-journey";

const RANGE_MESSAGE = `Connection window must be a whole number of hours from ${CONNECTION_WINDOW_MIN_HOURS} to ${CONNECTION_WINDOW_MAX_HOURS}`;

/** The preference as a form sends it (text) or a caller passes it (number). */
export const connectionWindowSchema = z.coerce
  .number({ message: RANGE_MESSAGE })
  .int(RANGE_MESSAGE)
  .min(CONNECTION_WINDOW_MIN_HOURS, RANGE_MESSAGE)
  .max(CONNECTION_WINDOW_MAX_HOURS, RANGE_MESSAGE);

/** A stored window within the range, else the default (a row written by another version). */
export function knownConnectionWindow(hours: number | null | undefined): number {
  return connectionWindowSchema.safeParse(hours).success ? (hours as number) : CONNECTION_WINDOW_DEFAULT_HOURS;
}

export async function connectionWindowOf(db: Db, userId: string): Promise<number> {
  const user = await db.user.findUnique({ where: { id: userId }, select: { connectionWindowHours: true } });
  return knownConnectionWindow(user?.connectionWindowHours);
}
