-- The rate limits and sign-in throttles are counted here, so every instance on this database shares them
-- (lib/limits/). Instants are integer milliseconds; rows are deleted once their window has ended.
CREATE TABLE "LimitCount" (
    "kind" TEXT NOT NULL,
    "key" TEXT NOT NULL,
    "used" INTEGER NOT NULL,
    "granted" INTEGER NOT NULL,
    "windowStart" BIGINT NOT NULL,
    "windowEnd" BIGINT NOT NULL,

    PRIMARY KEY ("kind", "key")
) WITHOUT ROWID;
CREATE INDEX "LimitCount_windowEnd_idx" ON "LimitCount"("windowEnd");
