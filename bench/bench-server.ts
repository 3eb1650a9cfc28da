import { createTestDb, type TestDb } from "@/test/support/test-db";
import { ensureBuild, startServer, type RunningServer } from "@/test/support/production-server";

/** A bench's fresh database: a new one on the PostgreSQL server of DATABASE_URL, else a SQLite temp file. */
export async function benchDatabase(): Promise<TestDb> {
  const serverUrl = process.env.DATABASE_URL ?? "";
  if (/^postgres(ql)?:\/\//i.test(serverUrl)) process.env.TEST_DATABASE_URL = serverUrl;
  else delete process.env.TEST_DATABASE_URL;
  ensureBuild();
  return createTestDb();
}

/** Runs `run` against a production server on the database, printing the server's output when it fails. */
export async function withServer<T>(options: Parameters<typeof startServer>[0], run: (server: RunningServer) => Promise<T>): Promise<T> {
  const server = await startServer(options);
  try {
    return await run(server);
  } catch (error) {
    console.error(`--- server output ---\n${server.output()}`);
    throw error;
  } finally {
    await server.stop();
  }
}

/** A bench's entry point: a failure prints its stack and exits 1. */
export function runBench(main: () => Promise<void>): void {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
    process.exit(1);
  });
}
