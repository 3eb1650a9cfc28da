-- A session token carries the user's session version from sign-in; raising it (password change, demotion,
-- "sign out everywhere") ends every session issued before.
ALTER TABLE "User" ADD COLUMN "sessionVersion" INTEGER NOT NULL DEFAULT 0;
