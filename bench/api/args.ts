/** Command-line options of `npm run bench -- --users 50 --flights 200000 ...`. */
export interface BenchOptions {
  users: number;
  flights: number;
  bigUserFlights: number;
  /** a second user with exactly this many flights (0: none) */
  mediumUserFlights: number;
  /** requests per flight/get run; the stats runs use a fraction (see run.ts) */
  requests: number;
  concurrency: number;
  /** upper bound of each load run, seconds */
  maxSeconds: number;
  /** keep the bench database instead of deleting it */
  keep: boolean;
  seed: number;
  /** measured runs per figure (the median is reported) in `npm run bench:web` */
  runs: number;
  /** NODE_OPTIONS for the server under test (default: the heap cap `npm start` ships with) */
  serverNodeOptions: string;
  /** the server's CONTRAIL_RATE_LIMIT_REQUESTS per 60 s (0: off, the default), to measure the per-key limit's cost */
  rateLimitRequests: number;
}

export const API_DEFAULTS: BenchOptions = {
  users: 50,
  flights: 200_000,
  bigUserFlights: 20_000,
  mediumUserFlights: 0,
  requests: 5_000,
  concurrency: 4,
  maxSeconds: 30,
  keep: false,
  seed: 42,
  runs: 5,
  serverNodeOptions: "--max-old-space-size=256 --max-semi-space-size=8",
  rateLimitRequests: 0,
};

const API_USAGE =
  "npm run bench -- [--users 50] [--flights 200000] [--big-user-flights 20000] [--requests 5000] [--concurrency 4] [--max-seconds 30] [--seed 42] [--keep]\n" +
  "  [--rate-limit-requests 0] (per key per 60 s; 0 = off)\n" +
  '  [--server-node-options "--max-old-space-size=192"]\n' +
  "SQLite (a temp file) by default; PostgreSQL (a fresh database on that server) when DATABASE_URL is postgres://.";

const NUMERIC: Record<string, keyof BenchOptions> = {
  "--users": "users",
  "--flights": "flights",
  "--big-user-flights": "bigUserFlights",
  "--medium-user-flights": "mediumUserFlights",
  "--runs": "runs",
  "--requests": "requests",
  "--concurrency": "concurrency",
  "--max-seconds": "maxSeconds",
  "--seed": "seed",
  "--rate-limit-requests": "rateLimitRequests",
};

export function parseArgs(argv: string[], defaults: BenchOptions = API_DEFAULTS, usage = API_USAGE): BenchOptions {
  const options: BenchOptions = { ...defaults };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? "";
    const eq = arg.indexOf("=");
    const name = eq < 0 ? arg : arg.slice(0, eq);
    const inline = eq < 0 ? undefined : arg.slice(eq + 1);
    if (name === "--keep") {
      options.keep = true;
      continue;
    }
    if (name === "--server-node-options") {
      options.serverNodeOptions = inline ?? argv[++i] ?? "";
      continue;
    }
    if (name === "--help" || name === "-h") {
      console.log(usage);
      process.exit(0);
    }
    const key = NUMERIC[name];
    if (!key) throw new Error(`unknown option ${arg} (try --help)`);
    const value = Number(inline ?? argv[++i]);
    if (!Number.isFinite(value) || value < 0) throw new Error(`${name} needs a non-negative number`);
    (options as unknown as Record<string, number>)[key] = Math.floor(value);
  }
  if (options.users < 2) throw new Error("--users must be at least 2");
  if (options.bigUserFlights + options.mediumUserFlights > options.flights) throw new Error("--big-user-flights plus --medium-user-flights cannot exceed --flights");
  if (options.mediumUserFlights > 0 && options.users < 3) throw new Error("--medium-user-flights needs at least 3 users");
  if (options.runs < 1) throw new Error("--runs must be at least 1");
  return options;
}
