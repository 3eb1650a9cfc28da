-- Display preferences per user (lib/users/preferences.ts): colour theme, date format and clock. Existing users keep
-- what they saw before: the system's theme, "12 Mar 2024" and a 24-hour clock.
ALTER TABLE "User" ADD COLUMN "theme" TEXT NOT NULL DEFAULT 'system';
ALTER TABLE "User" ADD COLUMN "dateFormat" TEXT NOT NULL DEFAULT 'dmy';
ALTER TABLE "User" ADD COLUMN "clock" TEXT NOT NULL DEFAULT '24h';
