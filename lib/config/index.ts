import os from "node:os";
import path from "node:path";
import { z } from "zod";
import { resolveDatabaseTarget } from "./database-url";
import { trustProxySchema, type TrustProxy } from "./trust-proxy";
import { isAllowEntry } from "./webhook-allow-list";

/**
 * The server's configuration: every environment variable the app reads, parsed and checked in one place.
 * docs/operations.md's configuration table lists exactly these variables (lib/config/index.test.ts compares them).
 * Not configuration: NODE_ENV (the build mode, set by `next dev` / `npm start` and inlined by Next's bundler),
 * NEXT_RUNTIME (Next's own), and the test and benchmark knobs (TEST_DATABASE_URL, E2E_*), read where they are used.
 */
/** A limit's budget: `capacity` per window of `windowSeconds` (a capacity of 0 turns the limit off). */
export interface LimitBudget {
  capacity: number;
  windowSeconds: number;
}

export interface Config {
  /** DATABASE_URL as given (undefined: the SQLite default); lib/config/database-url.ts says what it selects */
  databaseUrl: string | undefined;
  databasePoolSize: number;
  databasePreparedStatements: boolean;
  /** NEXTAUTH_URL: the public URL, when the operator set one */
  publicUrl: string | undefined;
  /** NEXTAUTH_SECRET; undefined: generated once and kept in the database (lib/auth/auth-secret.ts) */
  authSecret: string | undefined;
  /** without a public URL, whether next-auth may take its origin from the request's host */
  authTrustHost: boolean;
  oidc: OidcSettings | null;
  rateLimits: { authFailures: LimitBudget; requests: LimitBudget; signInFailures: LimitBudget; calendarRequests: LimitBudget };
  passwordHashConcurrency: number;
  trustProxy: TrustProxy;
  logLevel: "debug" | "info";
  importMaxBytes: number;
  importUploadDir: string;
  /** imports and dry runs from the web page running at once in this process (each user runs one at a time) */
  importConcurrency: number;
  /** how long an instance holds a web import job without renewing its lease before another may take the job over */
  jobLeaseSeconds: number;
  /** custom airports, airlines and aircraft types one user may have, of each kind */
  customEntriesPerUser: number;
  statsCache: boolean;
  port: number;
  /** how long the server keeps an idle keep-alive connection open: longer than the proxy in front of it does */
  keepAliveSeconds: number;
  /** automatic backups (lib/backup/automatic-backups.ts); dir undefined: off */
  backup: { dir: string | undefined; intervalMinutes: number; keep: number };
  /** webhooks (lib/webhooks/): hosts and ranges exempt from the SSRF guard, the retry delays, the outbox's poll */
  webhooks: { allow: readonly string[]; retrySeconds: readonly number[]; pollSeconds: number };
  /** the optional online flight lookup (lib/capture/lookup/): off unless a provider is enabled */
  lookup: LookupSettings;
}

/** Which flight lookup providers an admin enabled, where each is reached, how long it may take, how often a user may ask. */
export interface LookupSettings {
  adsbdb: { baseUrl: string } | null;
  aeroDataBox: { baseUrl: string; key: string; market: "rapidapi" | "api.market" } | null;
  timeoutMs: number;
  perUser: LimitBudget;
}

export interface OidcSettings {
  issuer: string;
  clientId: string;
  clientSecret: string;
  name: string;
}

export type Environment = Record<string, string | undefined>;

/** A value that is unset or only blanks counts as unset, as `FOO=` in a compose file means. */
function given(value: string | undefined): string | undefined {
  const text = value?.trim();
  return text ? text : undefined;
}

const text = z.string().optional().transform(given);
/** kept exactly as given (a secret's blanks are part of it), unset when blank */
const secret = z
  .string()
  .optional()
  .transform((value) => (given(value) === undefined ? undefined : value));

function wholeNumber(fallback: number, min: number, max: number) {
  return z
    .string()
    .optional()
    .transform((value, ctx) => {
      const raw = given(value);
      if (raw === undefined) return fallback;
      const parsed = /^\d+$/.test(raw) ? Number(raw) : NaN;
      if (parsed >= min && parsed <= max) return parsed;
      ctx.addIssue({ code: "custom", message: `must be a whole number from ${min} to ${max}; got "${value}"` });
      return z.NEVER;
    });
}

const SWITCHES: Record<string, boolean> = { on: true, true: true, "1": true, off: false, false: false, "0": false };

function onOff(fallback: boolean) {
  return z
    .string()
    .optional()
    .transform((value, ctx) => {
      const raw = given(value)?.toLowerCase();
      if (raw === undefined) return fallback;
      const parsed = SWITCHES[raw];
      if (parsed !== undefined) return parsed;
      ctx.addIssue({ code: "custom", message: `must be on or off (or true/false, 1/0); got "${value}"` });
      return z.NEVER;
    });
}

/** One of a few words, in any case. */
function oneOf<const W extends string>(words: readonly W[], fallback: W) {
  return z
    .string()
    .optional()
    .transform((value, ctx) => {
      const raw = given(value)?.toLowerCase() ?? fallback;
      const word = words.find((candidate) => candidate === raw);
      if (word !== undefined) return word;
      ctx.addIssue({ code: "custom", message: `must be ${words.join(" or ")}; got "${value}"` });
      return z.NEVER;
    });
}

const httpUrl = text.superRefine((value, ctx) => {
  if (value === undefined) return;
  let url: URL | undefined;
  try {
    url = new URL(value);
  } catch {
    // reported below
  }
  if (url?.protocol !== "http:" && url?.protocol !== "https:") {
    ctx.addIssue({ code: "custom", message: `must be an http:// or https:// URL; got "${value}"` });
  }
});

const databaseUrl = text.superRefine((value, ctx) => {
  try {
    resolveDatabaseTarget(value);
  } catch (error) {
    ctx.addIssue({ code: "custom", message: (error as Error).message });
  }
});

/** A comma list of host names, IP addresses and CIDR ranges (lib/config/webhook-allow-list.ts checks each). */
const webhookAllow = text.transform((value, ctx) => {
  const entries = (value ?? "").split(",").map((entry) => entry.trim().toLowerCase()).filter((entry) => entry !== "");
  const bad = entries.find((entry) => !isAllowEntry(entry));
  if (bad === undefined) return entries;
  ctx.addIssue({ code: "custom", message: `must be a comma list of host names, IP addresses and CIDR ranges; got "${bad}"` });
  return z.NEVER;
});

/** A comma list of whole seconds: the delay before each retry, the last one's end is giving up. */
const retrySchedule = text.transform((value, ctx) => {
  if (value === undefined) return [60, 300, 1800, 7200, 21600];
  const parts = value.split(",").map((part) => part.trim());
  if (parts.length <= 20 && parts.every((part) => /^\d{1,6}$/.test(part) && Number(part) >= 1)) return parts.map(Number);
  ctx.addIssue({ code: "custom", message: `must be a comma list of 1 to 20 whole seconds (1 to 999999); got "${value}"` });
  return z.NEVER;
});

const MAX_COUNT = 1_000_000;
const MAX_WINDOW_SECONDS = 7 * 24 * 60 * 60;

/** The variables, by name. Each parser answers its default for an unset (or blank) variable. */
const variables = z.object({
  DATABASE_URL: databaseUrl,
  DATABASE_POOL_SIZE: wholeNumber(10, 1, 1000),
  DATABASE_PREPARED_STATEMENTS: onOff(true),
  NEXTAUTH_URL: httpUrl,
  NEXTAUTH_SECRET: secret,
  AUTH_TRUST_HOST: onOff(true),
  OIDC_ISSUER: httpUrl,
  OIDC_CLIENT_ID: text,
  OIDC_CLIENT_SECRET: text,
  OIDC_NAME: text,
  CONTRAIL_RATE_LIMIT_AUTH_FAILURES: wholeNumber(20, 0, MAX_COUNT),
  CONTRAIL_RATE_LIMIT_AUTH_WINDOW_SECONDS: wholeNumber(60, 1, MAX_WINDOW_SECONDS),
  CONTRAIL_RATE_LIMIT_REQUESTS: wholeNumber(600, 0, MAX_COUNT),
  CONTRAIL_RATE_LIMIT_WINDOW_SECONDS: wholeNumber(60, 1, MAX_WINDOW_SECONDS),
  CONTRAIL_RATE_LIMIT_SIGN_IN_FAILURES: wholeNumber(30, 0, MAX_COUNT),
  CONTRAIL_RATE_LIMIT_SIGN_IN_WINDOW_SECONDS: wholeNumber(900, 1, MAX_WINDOW_SECONDS),
  CONTRAIL_RATE_LIMIT_CALENDAR_REQUESTS: wholeNumber(60, 0, MAX_COUNT),
  CONTRAIL_RATE_LIMIT_CALENDAR_WINDOW_SECONDS: wholeNumber(60, 1, MAX_WINDOW_SECONDS),
  CONTRAIL_PASSWORD_HASH_CONCURRENCY: wholeNumber(2, 1, 64),
  TRUST_PROXY: trustProxySchema,
  LOG_LEVEL: oneOf(["debug", "info"], "info"),
  IMPORT_MAX_BYTES: wholeNumber(32 * 1024 * 1024, 1, Number.MAX_SAFE_INTEGER),
  IMPORT_UPLOAD_DIR: text,
  IMPORT_CONCURRENCY: wholeNumber(2, 1, 64),
  CONTRAIL_JOB_LEASE_SECONDS: wholeNumber(30, 2, 3600),
  CONTRAIL_CUSTOM_ENTRIES_PER_USER: wholeNumber(1000, 0, MAX_COUNT),
  CONTRAIL_STATS_CACHE: onOff(true),
  PORT: wholeNumber(3000, 0, 65535),
  // below Node's 300 s for a whole request, which the wait for its headers (one second more) may not exceed
  CONTRAIL_KEEP_ALIVE_SECONDS: wholeNumber(65, 1, 299),
  CONTRAIL_BACKUP_DIR: text,
  CONTRAIL_BACKUP_INTERVAL_MINUTES: wholeNumber(1440, 5, 525_600),
  CONTRAIL_BACKUP_KEEP: wholeNumber(7, 1, 10_000),
  CONTRAIL_WEBHOOK_ALLOW: webhookAllow,
  CONTRAIL_WEBHOOK_RETRY_SECONDS: retrySchedule,
  CONTRAIL_WEBHOOK_POLL_SECONDS: wholeNumber(5, 1, 600),
  CONTRAIL_LOOKUP_ADSBDB: onOff(false),
  CONTRAIL_LOOKUP_ADSBDB_URL: httpUrl,
  CONTRAIL_LOOKUP_AERODATABOX_KEY: secret,
  CONTRAIL_LOOKUP_AERODATABOX_URL: httpUrl,
  CONTRAIL_LOOKUP_AERODATABOX_MARKET: oneOf(["rapidapi", "api.market"], "rapidapi"),
  CONTRAIL_LOOKUP_TIMEOUT_MS: wholeNumber(3000, 100, 10_000),
  CONTRAIL_RATE_LIMIT_LOOKUPS: wholeNumber(30, 0, MAX_COUNT),
  CONTRAIL_RATE_LIMIT_LOOKUP_WINDOW_SECONDS: wholeNumber(3600, 1, MAX_WINDOW_SECONDS),
});

/** The environment variables that configure the server, in docs/operations.md's order. */
export const CONFIG_VARIABLES: readonly string[] = Object.keys(variables.shape);

function configOf(env: z.output<typeof variables>): Config {
  const { OIDC_ISSUER: issuer, OIDC_CLIENT_ID: clientId, OIDC_CLIENT_SECRET: clientSecret } = env;
  return {
    databaseUrl: env.DATABASE_URL,
    databasePoolSize: env.DATABASE_POOL_SIZE,
    databasePreparedStatements: env.DATABASE_PREPARED_STATEMENTS,
    publicUrl: env.NEXTAUTH_URL,
    authSecret: env.NEXTAUTH_SECRET,
    authTrustHost: env.AUTH_TRUST_HOST,
    // single sign-on only when all three are set
    oidc: issuer && clientId && clientSecret ? { issuer, clientId, clientSecret, name: env.OIDC_NAME ?? "Single sign-on" } : null,
    rateLimits: {
      authFailures: { capacity: env.CONTRAIL_RATE_LIMIT_AUTH_FAILURES, windowSeconds: env.CONTRAIL_RATE_LIMIT_AUTH_WINDOW_SECONDS },
      requests: { capacity: env.CONTRAIL_RATE_LIMIT_REQUESTS, windowSeconds: env.CONTRAIL_RATE_LIMIT_WINDOW_SECONDS },
      signInFailures: { capacity: env.CONTRAIL_RATE_LIMIT_SIGN_IN_FAILURES, windowSeconds: env.CONTRAIL_RATE_LIMIT_SIGN_IN_WINDOW_SECONDS },
      calendarRequests: { capacity: env.CONTRAIL_RATE_LIMIT_CALENDAR_REQUESTS, windowSeconds: env.CONTRAIL_RATE_LIMIT_CALENDAR_WINDOW_SECONDS },
    },
    passwordHashConcurrency: env.CONTRAIL_PASSWORD_HASH_CONCURRENCY,
    trustProxy: env.TRUST_PROXY,
    logLevel: env.LOG_LEVEL,
    importMaxBytes: env.IMPORT_MAX_BYTES,
    importUploadDir: env.IMPORT_UPLOAD_DIR ?? path.join(os.tmpdir(), "contrail-imports"),
    importConcurrency: env.IMPORT_CONCURRENCY,
    jobLeaseSeconds: env.CONTRAIL_JOB_LEASE_SECONDS,
    customEntriesPerUser: env.CONTRAIL_CUSTOM_ENTRIES_PER_USER,
    statsCache: env.CONTRAIL_STATS_CACHE,
    port: env.PORT,
    keepAliveSeconds: env.CONTRAIL_KEEP_ALIVE_SECONDS,
    backup: {
      dir: env.CONTRAIL_BACKUP_DIR === undefined ? undefined : path.resolve(env.CONTRAIL_BACKUP_DIR),
      intervalMinutes: env.CONTRAIL_BACKUP_INTERVAL_MINUTES,
      keep: env.CONTRAIL_BACKUP_KEEP,
    },
    webhooks: {
      allow: env.CONTRAIL_WEBHOOK_ALLOW,
      retrySeconds: env.CONTRAIL_WEBHOOK_RETRY_SECONDS,
      pollSeconds: env.CONTRAIL_WEBHOOK_POLL_SECONDS,
    },
    lookup: lookupOf(env),
  };
}

function lookupOf(env: z.output<typeof variables>): LookupSettings {
  const key = env.CONTRAIL_LOOKUP_AERODATABOX_KEY;
  return {
    adsbdb: env.CONTRAIL_LOOKUP_ADSBDB ? { baseUrl: env.CONTRAIL_LOOKUP_ADSBDB_URL ?? "https://api.adsbdb.com" } : null,
    // on when a key is given
    aeroDataBox: key
      ? { baseUrl: env.CONTRAIL_LOOKUP_AERODATABOX_URL ?? "https://aerodatabox.p.rapidapi.com", key, market: env.CONTRAIL_LOOKUP_AERODATABOX_MARKET }
      : null,
    timeoutMs: env.CONTRAIL_LOOKUP_TIMEOUT_MS,
    perUser: { capacity: env.CONTRAIL_RATE_LIMIT_LOOKUPS, windowSeconds: env.CONTRAIL_RATE_LIMIT_LOOKUP_WINDOW_SECONDS },
  };
}

/** A bad configuration: the message names each wrong variable and what it must be. */
export class ConfigError extends Error {
  override name = "ConfigError";
}

/** Parses a set of environment variables (pure: tests pass their own); throws ConfigError on a bad value. */
export function parseConfig(env: Environment): Config {
  const result = variables.safeParse(env);
  if (result.success) return configOf(result.data);
  const lines = result.error.issues.map((issue) => {
    const name = String(issue.path[0]);
    // some parsers' messages (TRUST_PROXY, DATABASE_URL) already start with the variable's name
    return issue.message.startsWith(name) ? issue.message : `${name} ${issue.message}`;
  });
  throw new ConfigError(`Invalid configuration:\n  ${lines.join("\n  ")}`);
}

let cached: Config | undefined;

/**
 * This process's configuration, parsed from process.env on first use and kept. The production server calls it
 * before listening, so a bad value stops it at once; Next's bundles each parse their own copy on first use.
 */
export function getConfig(): Config {
  return (cached ??= parseConfig(process.env));
}

/** Forgets the parsed configuration, so the next getConfig() reads process.env again (tests that change it). */
export function resetConfig(): void {
  cached = undefined;
}
