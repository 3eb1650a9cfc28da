"use client";

import { useEffect } from "react";
import { keepOutboxMoving } from "./outbox-driver";

/** Sends the account's flights saved on this device while the page is open (every signed-in page and the offline shell). */
export function OutboxSync({ userId }: { userId: string }) {
  useEffect(() => keepOutboxMoving(userId), [userId]);
  return null;
}
