/**
 * The production server (`npm start`, built into dist/server.mjs by scripts/build-server.ts): Next.js serves the
 * app as `next start` would, and the JSON API under /api/ takes the short path of server/node-api-handler.ts
 * to the same route handlers. Options as `next start`: -p/--port (else PORT, else 3000), -H/--hostname.
 * The configuration (lib/config/index.ts) is read first: a bad variable stops the server before it listens.
 * Every request first gets the client's address stamped from the socket and TRUST_PROXY
 * (server/create-app-server.ts): the only address the rate limits trust. SIGTERM and SIGINT stop it cleanly
 * (server/graceful-shutdown.ts): requests in flight are answered, imports stop between batches and are given back
 * (another instance, or this one restarted, carries them on), then it exits.
 */
function option(names: string[]): string | undefined {
  const args = process.argv.slice(2);
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    for (const name of names) {
      if (arg === name) return args[i + 1];
      if (arg.startsWith(`${name}=`)) return arg.slice(name.length + 1);
    }
  }
  return undefined;
}

async function main(): Promise<void> {
  const { getConfig } = await import("@/lib/config");
  const config = getConfig();
  const { prepareNextAuthEnvironment } = await import("@/lib/auth/next-auth-environment");
  prepareNextAuthEnvironment(config);
  const portOption = option(["-p", "--port"]);
  const port = portOption === undefined ? config.port : Number(portOption);
  const hostname = option(["-H", "--hostname"]);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`invalid port: ${portOption}`);
  // As `next start` does; before Next and React load, since they pick their builds by it.
  (process.env as Record<string, string>).NODE_ENV = "production";
  const { default: next } = await import("next");
  const { createAppServer } = await import("@/server/create-app-server");
  const { shutDown, SHUTDOWN_GRACE_MS } = await import("@/server/graceful-shutdown");
  const { startUp } = await import("@/lib/background/start-up");
  const { stopBackgroundWork } = await import("@/lib/background/background-work");
  const { disconnectAll } = await import("@/lib/db/client");

  const app = next({ dev: false, dir: process.cwd(), port, ...(hostname ? { hostname } : {}) });
  const handleWithNext = app.getRequestHandler();
  // Migrations, reference data and background work before listening: in production Next runs instrumentation.ts
  // only at its first request, and the API's short path never goes through Next, so a save on a fresh database found
  // no airports. (instrumentation.ts then finds nothing left to do; it still serves `next dev` and `next start`.)
  await startUp((message) => console.log(`[contrail] ${message}`));
  await app.prepare();
  const server = createAppServer(handleWithNext, config.trustProxy, config.keepAliveSeconds);
  server.listen(port, hostname, () => {
    console.log(`[contrail] listening on http://${hostname ?? "localhost"}:${port}`);
  });
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    // a second signal (Ctrl-C twice) does not wait
    if (stopping) process.exit(1);
    stopping = true;
    console.log(`[contrail] ${signal} received`);
    void shutDown({
      server,
      graceMs: SHUTDOWN_GRACE_MS,
      stopWork: stopBackgroundWork,
      close: async () => {
        await app.close();
        await disconnectAll();
      },
      log: (message) => console.log(`[contrail] ${message}`),
    }).then((status) => process.exit(status));
  };
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);
}

main().catch((error: unknown) => {
  // a bad configuration, or a database of a newer Contrail, is the operator's to fix: its message says what, a stack
  // trace would only hide it
  const configError = error instanceof Error && (error.name === "ConfigError" || error.name === "DatabaseVersionError");
  console.error(error instanceof Error ? (configError ? error.message : (error.stack ?? error.message)) : error);
  process.exit(1);
});
