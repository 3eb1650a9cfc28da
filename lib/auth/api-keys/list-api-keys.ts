import type { Db } from "@/lib/db/client";
import { apiKeySummarySelect, type ApiKeySummary } from "./api-key-summary";

/** The user's keys, newest first (expired ones included, so the user can see and delete them). */
export function listApiKeys(db: Db, userId: string): Promise<ApiKeySummary[]> {
  return db.apiKey.findMany({
    where: { userId },
    select: apiKeySummarySelect,
    orderBy: [{ createdAt: "desc" }, { id: "asc" }],
  });
}
