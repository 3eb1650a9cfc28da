/**
 * The names of everything the offline app stores in the browser, shared by the pages, the worker and the clean-up.
 * Only caches named with STATIC_CACHE_PREFIX are account-free (build assets, icons, the decoder, the /offline shell);
 * any other cache could hold an account's data and is deleted with it.
 */
export const STATIC_CACHE_PREFIX = "contrail-static-";

export const ACCOUNT_DATABASE = "contrail-account";
export const LOG_DATABASE = "contrail-log";
export const OUTBOX_DATABASE = "contrail-outbox";

/** Every IndexedDB database that holds an account's data. */
export const ACCOUNT_DATABASES = [ACCOUNT_DATABASE, LOG_DATABASE, OUTBOX_DATABASE] as const;
