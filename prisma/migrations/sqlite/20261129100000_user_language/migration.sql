-- The account's language: "" follows the browser's Accept-Language, else one of en, de, fr, es (lib/i18n/locales.ts).
ALTER TABLE "User" ADD COLUMN "language" TEXT NOT NULL DEFAULT '';
