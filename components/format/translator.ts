import type { useTranslations } from "next-intl";

/**
 * The root translator (full keys, "Flights.filters.completed"), for the label helpers that run outside a component:
 * a page passes its own `await getTranslations()`, a test `createTranslator({ locale, messages })`.
 */
export type Translate = ReturnType<typeof useTranslations<never>>;
