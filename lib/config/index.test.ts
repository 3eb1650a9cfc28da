import { readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { prepareNextAuthEnvironment } from "@/lib/auth/next-auth-environment";
import { DEFAULT_SQLITE_PATH } from "@/lib/config/database-url";
import { CONFIG_VARIABLES, ConfigError, getConfig, parseConfig, resetConfig } from ".";

/** The variables docs/operations.md's configuration table names (first column), in order. */
function documentedVariables(): string[] {
  const operations = readFileSync(path.join(__dirname, "..", "..", "docs", "operations.md"), "utf8");
  const section = /\n## Configuration\n([\s\S]*?)\n#{2,3} /.exec(operations)?.[1] ?? "";
  const rows = section.split("\n").filter((line) => line.startsWith("| `"));
  return rows.flatMap((row) => [...row.split("|")[1]!.matchAll(/`([A-Z][A-Z0-9_]*)`/g)].map((match) => match[1]!));
}

const errorOf = (env: Record<string, string>) => {
  try {
    parseConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error(`accepted ${JSON.stringify(env)}`);
};

describe("the configuration table of docs/operations.md", () => {
  it("lists every variable of lib/config/index.ts, and nothing else", () => {
    const documented = documentedVariables();
    expect(documented.length).toBeGreaterThan(0);
    expect(CONFIG_VARIABLES.filter((name) => !documented.includes(name)), "in lib/config/index.ts, missing from docs/operations.md").toEqual([]);
    expect(documented.filter((name) => !CONFIG_VARIABLES.includes(name)), "in docs/operations.md, not in lib/config/index.ts").toEqual([]);
    expect(new Set(documented).size, "listed twice").toBe(documented.length);
  });
});

describe("parseConfig", () => {
  it("answers the defaults for an empty environment, and for blank values", () => {
    for (const env of [{}, Object.fromEntries(CONFIG_VARIABLES.map((name) => [name, "  "]))]) {
      expect(parseConfig(env)).toEqual({
        databaseUrl: undefined,
        databasePoolSize: 10,
        databasePreparedStatements: true,
        publicUrl: undefined,
        authSecret: undefined,
        authTrustHost: true,
        oidc: null,
        rateLimits: {
          authFailures: { capacity: 20, windowSeconds: 60 },
          requests: { capacity: 600, windowSeconds: 60 },
          signInFailures: { capacity: 30, windowSeconds: 900 },
          calendarRequests: { capacity: 60, windowSeconds: 60 },
        },
        passwordHashConcurrency: 2,
        trustProxy: { kind: "none" },
        logLevel: "info",
        importMaxBytes: 32 * 1024 * 1024,
        importUploadDir: path.join(os.tmpdir(), "contrail-imports"),
        importConcurrency: 2,
        jobLeaseSeconds: 30,
        customEntriesPerUser: 1000,
        statsCache: true,
        port: 3000,
        keepAliveSeconds: 65,
        backup: { dir: undefined, intervalMinutes: 1440, keep: 7 },
        webhooks: { allow: [], retrySeconds: [60, 300, 1800, 7200, 21600], pollSeconds: 5 },
        lookup: { adsbdb: null, aeroDataBox: null, timeoutMs: 3000, perUser: { capacity: 30, windowSeconds: 3600 } },
      });
    }
  });

  it("reads every variable", () => {
    const config = parseConfig({
      DATABASE_URL: "postgres://contrail:secret@db.example:5432/contrail",
      DATABASE_POOL_SIZE: "4",
      DATABASE_PREPARED_STATEMENTS: "OFF",
      NEXTAUTH_URL: "https://flights.example",
      NEXTAUTH_SECRET: " kept as given ",
      AUTH_TRUST_HOST: "false",
      OIDC_ISSUER: "https://id.example/",
      OIDC_CLIENT_ID: " contrail ",
      OIDC_CLIENT_SECRET: "s",
      OIDC_NAME: "Company login",
      CONTRAIL_RATE_LIMIT_AUTH_FAILURES: "0",
      CONTRAIL_RATE_LIMIT_AUTH_WINDOW_SECONDS: "600",
      CONTRAIL_RATE_LIMIT_REQUESTS: "5",
      CONTRAIL_RATE_LIMIT_WINDOW_SECONDS: "1",
      CONTRAIL_RATE_LIMIT_SIGN_IN_FAILURES: "8",
      CONTRAIL_RATE_LIMIT_SIGN_IN_WINDOW_SECONDS: "60",
      CONTRAIL_RATE_LIMIT_CALENDAR_REQUESTS: "5",
      CONTRAIL_RATE_LIMIT_CALENDAR_WINDOW_SECONDS: "30",
      CONTRAIL_PASSWORD_HASH_CONCURRENCY: "3",
      TRUST_PROXY: "1",
      LOG_LEVEL: "DEBUG",
      IMPORT_MAX_BYTES: "1000",
      IMPORT_UPLOAD_DIR: "/var/tmp/uploads",
      IMPORT_CONCURRENCY: "4",
      CONTRAIL_JOB_LEASE_SECONDS: "3",
      CONTRAIL_CUSTOM_ENTRIES_PER_USER: "25",
      CONTRAIL_STATS_CACHE: "off",
      PORT: "8080",
      CONTRAIL_KEEP_ALIVE_SECONDS: "120",
      CONTRAIL_BACKUP_DIR: "/var/backups/contrail",
      CONTRAIL_BACKUP_INTERVAL_MINUTES: "60",
      CONTRAIL_BACKUP_KEEP: "24",
      CONTRAIL_WEBHOOK_ALLOW: "hooks.lan, 10.0.5.0/24,::1",
      CONTRAIL_WEBHOOK_RETRY_SECONDS: "1,2,3",
      CONTRAIL_WEBHOOK_POLL_SECONDS: "1",
      CONTRAIL_LOOKUP_ADSBDB: "on",
      CONTRAIL_LOOKUP_ADSBDB_URL: "http://127.0.0.1:8081",
      CONTRAIL_LOOKUP_AERODATABOX_KEY: " k ",
      CONTRAIL_LOOKUP_AERODATABOX_URL: "https://prod.api.market/api/v1/aedbx/aerodatabox",
      CONTRAIL_LOOKUP_AERODATABOX_MARKET: "API.market",
      CONTRAIL_LOOKUP_TIMEOUT_MS: "500",
      CONTRAIL_RATE_LIMIT_LOOKUPS: "3",
      CONTRAIL_RATE_LIMIT_LOOKUP_WINDOW_SECONDS: "60",
    });
    expect(config).toEqual({
      databaseUrl: "postgres://contrail:secret@db.example:5432/contrail",
      databasePoolSize: 4,
      databasePreparedStatements: false,
      publicUrl: "https://flights.example",
      authSecret: " kept as given ",
      authTrustHost: false,
      oidc: { issuer: "https://id.example/", clientId: "contrail", clientSecret: "s", name: "Company login" },
      rateLimits: {
        authFailures: { capacity: 0, windowSeconds: 600 },
        requests: { capacity: 5, windowSeconds: 1 },
        signInFailures: { capacity: 8, windowSeconds: 60 },
        calendarRequests: { capacity: 5, windowSeconds: 30 },
      },
      passwordHashConcurrency: 3,
      trustProxy: { kind: "hops", hops: 1 },
      logLevel: "debug",
      importMaxBytes: 1000,
      importUploadDir: "/var/tmp/uploads",
      importConcurrency: 4,
      jobLeaseSeconds: 3,
      customEntriesPerUser: 25,
      statsCache: false,
      port: 8080,
      keepAliveSeconds: 120,
      backup: { dir: "/var/backups/contrail", intervalMinutes: 60, keep: 24 },
      webhooks: { allow: ["hooks.lan", "10.0.5.0/24", "::1"], retrySeconds: [1, 2, 3], pollSeconds: 1 },
      lookup: {
        adsbdb: { baseUrl: "http://127.0.0.1:8081" },
        aeroDataBox: { baseUrl: "https://prod.api.market/api/v1/aedbx/aerodatabox", key: " k ", market: "api.market" },
        timeoutMs: 500,
        perUser: { capacity: 3, windowSeconds: 60 },
      },
    });
  });

  it("names the variable and what it must be, for each bad value at once", () => {
    const message = errorOf({ DATABASE_POOL_SIZE: "-3", PORT: "http", CONTRAIL_STATS_CACHE: "maybe" });
    expect(message).toContain('DATABASE_POOL_SIZE must be a whole number from 1 to 1000; got "-3"');
    expect(message).toContain('PORT must be a whole number from 0 to 65535; got "http"');
    expect(message).toContain('CONTRAIL_STATS_CACHE must be on or off (or true/false, 1/0); got "maybe"');
  });

  it("reads every spelling of a switch, in any case: on/true/1 and off/false/0", () => {
    for (const [value, expected] of [
      ["on", true], ["true", true], ["1", true], [" ON ", true], ["True", true],
      ["off", false], ["false", false], ["0", false], [" OFF ", false], ["False", false],
    ] as const) {
      expect(parseConfig({ CONTRAIL_STATS_CACHE: value }).statsCache, `CONTRAIL_STATS_CACHE=${value}`).toBe(expected);
      expect(parseConfig({ DATABASE_PREPARED_STATEMENTS: value }).databasePreparedStatements, `DATABASE_PREPARED_STATEMENTS=${value}`).toBe(expected);
      expect(parseConfig({ AUTH_TRUST_HOST: value }).authTrustHost, `AUTH_TRUST_HOST=${value}`).toBe(expected);
    }
  });

  it("refuses numbers that are not whole, out of range, or zero where zero means nothing", () => {
    for (const [name, value] of [
      ["DATABASE_POOL_SIZE", "0"],
      ["DATABASE_POOL_SIZE", "2.5"],
      ["DATABASE_POOL_SIZE", "1e3"],
      ["CONTRAIL_RATE_LIMIT_REQUESTS", "-1"],
      ["CONTRAIL_RATE_LIMIT_WINDOW_SECONDS", "0"],
      ["CONTRAIL_RATE_LIMIT_AUTH_WINDOW_SECONDS", "0"],
      ["CONTRAIL_RATE_LIMIT_SIGN_IN_WINDOW_SECONDS", "0"],
      ["CONTRAIL_PASSWORD_HASH_CONCURRENCY", "0"],
      ["IMPORT_MAX_BYTES", "0"],
      ["IMPORT_MAX_BYTES", "32MB"],
      ["IMPORT_CONCURRENCY", "0"],
      ["PORT", "65536"],
      ["CONTRAIL_KEEP_ALIVE_SECONDS", "0"],
      ["CONTRAIL_KEEP_ALIVE_SECONDS", "300"],
    ] as const) {
      expect(errorOf({ [name]: value }), `${name}=${value}`).toMatch(new RegExp(`^Invalid configuration:\\n  ${name} must be a whole number`));
    }
  });

  it("refuses a DATABASE_URL, NEXTAUTH_URL, OIDC_ISSUER, TRUST_PROXY or LOG_LEVEL it cannot use", () => {
    expect(errorOf({ DATABASE_URL: "mysql://db/contrail" })).toContain("DATABASE_URL must be a postgres:// URL or a file: path");
    expect(errorOf({ NEXTAUTH_URL: "flights.example" })).toContain('NEXTAUTH_URL must be an http:// or https:// URL; got "flights.example"');
    expect(errorOf({ OIDC_ISSUER: "ftp://id.example" })).toContain("OIDC_ISSUER must be an http:// or https:// URL");
    expect(errorOf({ TRUST_PROXY: "yes" })).toContain("TRUST_PROXY must be false, true, a number of proxy hops");
    expect(errorOf({ LOG_LEVEL: "verbose" })).toContain('LOG_LEVEL must be debug or info; got "verbose"');
    expect(errorOf({ AUTH_TRUST_HOST: "sometimes" })).toContain("AUTH_TRUST_HOST must be on or off");
  });

  it("reads DATABASE_URL's SQLite forms", () => {
    expect(parseConfig({ DATABASE_URL: "file:./data/other.db" }).databaseUrl).toBe("file:./data/other.db");
    expect(parseConfig({}).databaseUrl).toBeUndefined();
    expect(DEFAULT_SQLITE_PATH).toBe(path.join(process.cwd(), "data", "contrail.db"));
  });
});

describe("getConfig", () => {
  const previous = process.env.DATABASE_POOL_SIZE;
  afterEach(() => {
    if (previous === undefined) delete process.env.DATABASE_POOL_SIZE;
    else process.env.DATABASE_POOL_SIZE = previous;
    resetConfig();
  });

  it("parses process.env once, until reset", () => {
    process.env.DATABASE_POOL_SIZE = "7";
    expect(getConfig().databasePoolSize).toBe(7);
    process.env.DATABASE_POOL_SIZE = "8";
    expect(getConfig().databasePoolSize).toBe(7);
    resetConfig();
    expect(getConfig().databasePoolSize).toBe(8);
  });

  it("throws on a bad value, naming it", () => {
    process.env.DATABASE_POOL_SIZE = "-1";
    expect(() => getConfig()).toThrow(/DATABASE_POOL_SIZE must be a whole number from 1 to 1000; got "-1"/);
  });
});

describe("next-auth's environment, prepared once at start-up", () => {
  const previous = process.env.AUTH_TRUST_HOST;
  afterEach(() => {
    if (previous === undefined) delete process.env.AUTH_TRUST_HOST;
    else process.env.AUTH_TRUST_HOST = previous;
  });

  it("trusts the request's host unless NEXTAUTH_URL is set or AUTH_TRUST_HOST=false", () => {
    delete process.env.AUTH_TRUST_HOST;
    prepareNextAuthEnvironment(parseConfig({ NEXTAUTH_URL: "https://flights.example" }));
    expect(process.env.AUTH_TRUST_HOST).toBeUndefined();
    prepareNextAuthEnvironment(parseConfig({}));
    expect(process.env.AUTH_TRUST_HOST).toBe("true");
    prepareNextAuthEnvironment(parseConfig({ AUTH_TRUST_HOST: "false" }));
    expect(process.env.AUTH_TRUST_HOST).toBeUndefined();
  });

  it("is no side effect of loading the auth options", async () => {
    delete process.env.AUTH_TRUST_HOST;
    await import("@/lib/auth/auth-options");
    expect(process.env.AUTH_TRUST_HOST).toBeUndefined();
  });
});

describe("the flight lookup's settings", () => {
  it("enables AeroDataBox by its key alone, at RapidAPI's address, and adsbdb by its switch at its own", () => {
    expect(parseConfig({ CONTRAIL_LOOKUP_AERODATABOX_KEY: "k" }).lookup).toMatchObject({
      adsbdb: null,
      aeroDataBox: { baseUrl: "https://aerodatabox.p.rapidapi.com", key: "k", market: "rapidapi" },
    });
    expect(parseConfig({ CONTRAIL_LOOKUP_ADSBDB: "on", CONTRAIL_LOOKUP_AERODATABOX_URL: "http://proxy.lan" }).lookup).toMatchObject({
      adsbdb: { baseUrl: "https://api.adsbdb.com" },
      aeroDataBox: null,
    });
  });

  it("refuses a bad address, market or timeout without quoting the key", () => {
    const message = errorOf({
      CONTRAIL_LOOKUP_AERODATABOX_KEY: "very-secret-key",
      CONTRAIL_LOOKUP_AERODATABOX_URL: "ftp://x",
      CONTRAIL_LOOKUP_ADSBDB_URL: "nowhere",
      CONTRAIL_LOOKUP_AERODATABOX_MARKET: "ebay",
      CONTRAIL_LOOKUP_TIMEOUT_MS: "60000",
    });
    expect(message).toContain('CONTRAIL_LOOKUP_AERODATABOX_URL must be an http:// or https:// URL; got "ftp://x"');
    expect(message).toContain('CONTRAIL_LOOKUP_ADSBDB_URL must be an http:// or https:// URL; got "nowhere"');
    expect(message).toContain('CONTRAIL_LOOKUP_AERODATABOX_MARKET must be rapidapi or api.market; got "ebay"');
    expect(message).toContain('CONTRAIL_LOOKUP_TIMEOUT_MS must be a whole number from 100 to 10000; got "60000"');
    expect(message).not.toContain("very-secret-key");
  });
});
