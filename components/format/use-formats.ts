"use client";

import { useLocale } from "next-intl";
import { useMemo } from "react";
import type { DisplayPreferences } from "@/lib/users/display-preferences";
import { formatsFor, type Formats } from "./formats";

/** The formats of the page (client components): the language the server chose, and the account's choices. */
export function useFormats(preferences: DisplayPreferences): Formats {
  const locale = useLocale();
  const { unit, dateFormat, clock } = preferences;
  return useMemo(() => formatsFor(locale, { unit, dateFormat, clock }), [locale, unit, dateFormat, clock]);
}
