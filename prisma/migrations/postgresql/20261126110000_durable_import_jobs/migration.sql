-- Web imports outlive the instance that started them: the upload and the job live in the database, so any instance
-- shows a job's progress and one takes over a job whose instance died (lib/import/web/).

CREATE TABLE "ImportUpload" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "size" INTEGER NOT NULL DEFAULT 0,
    "complete" BOOLEAN NOT NULL DEFAULT false,
    "checkedRows" INTEGER,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ImportUpload_pkey" PRIMARY KEY ("id")
);
CREATE INDEX "ImportUpload_userId_createdAt_idx" ON "ImportUpload"("userId", "createdAt");
CREATE INDEX "ImportUpload_createdAt_idx" ON "ImportUpload"("createdAt");

CREATE TABLE "ImportUploadChunk" (
    "uploadId" TEXT NOT NULL,
    "seq" INTEGER NOT NULL,
    "data" BYTEA NOT NULL,

    CONSTRAINT "ImportUploadChunk_pkey" PRIMARY KEY ("uploadId", "seq")
);
ALTER TABLE "ImportUploadChunk" ADD CONSTRAINT "ImportUploadChunk_uploadId_fkey" FOREIGN KEY ("uploadId") REFERENCES "ImportUpload"("id") ON DELETE CASCADE ON UPDATE CASCADE;

CREATE TABLE "ImportJob" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "uploadId" TEXT,
    "activeFor" TEXT,
    "options" TEXT NOT NULL,
    "status" TEXT NOT NULL,
    "runner" TEXT,
    "leaseUntil" TIMESTAMP(3),
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "progress" TEXT NOT NULL,
    "rowsCommitted" INTEGER NOT NULL DEFAULT 0,
    "checkpoint" TEXT,
    "report" TEXT,
    "error" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "finishedAt" TIMESTAMP(3),

    CONSTRAINT "ImportJob_pkey" PRIMARY KEY ("id")
);
ALTER TABLE "ImportJob" ADD CONSTRAINT "ImportJob_uploadId_fkey" FOREIGN KEY ("uploadId") REFERENCES "ImportUpload"("id") ON DELETE SET NULL ON UPDATE CASCADE;
CREATE UNIQUE INDEX "ImportJob_activeFor_key" ON "ImportJob"("activeFor");
CREATE INDEX "ImportJob_status_leaseUntil_idx" ON "ImportJob"("status", "leaseUntil");
CREATE INDEX "ImportJob_finishedAt_idx" ON "ImportJob"("finishedAt");
