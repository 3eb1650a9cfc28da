// `npm run admin -- <command>`: administration on the configured database, with or without the server running.
// JSON results go to stdout; errors go to stderr with a non-zero exit status. Pending migrations are applied first.
import { getDb } from "@/lib/db/client";
import { migrate } from "@/lib/db/migrate";
import { AppError, errorMessage } from "@/lib/errors";
import { parseArgs, UsageError } from "./admin/args";
import { keyCreate, keyRevoke } from "./admin/key-commands";
import { statsRebuild } from "./admin/stats-commands";
import { userCreate, userDelete, userList, userRole } from "./admin/user-commands";

const USAGE = `Usage: npm run admin -- <command>
  user create --username <u> --password <p> [--role user|admin|owner] [--display-name <n>]
  user list
  user role --username <u> --role <role>
  user delete --username <u>
                        delete a user, their flights no other user holds a seat on, keys, share links, calendar
                        feed, webhooks and sessions; shared flights keep the other users' seats (not the last owner)
  key create --username <u> [--name <n>] [--expires <ISO date>]
  key revoke --username <u> --name <n>
  import --username <u> --format <fr24|openflights|flighty|appintheair|jetlog|tripit|byair|jetlovers|milesandmore|airtrail|contrail> [--dry-run] <file>
  stats rebuild         recompute the statistics rollups from the flights and seats
  setup                 apply migrations and load reference data
  backup <file>         write the whole instance to one file (the server may keep running)
  restore [--replace] <file>
                        load a backup into this empty database (--replace: replace what it holds)`;

async function run(argv: string[]): Promise<number> {
  const [group, action, ...rest] = argv;
  if (group === "backup" || group === "restore") {
    await migrate();
    const commands = await import("./admin/backup-commands");
    const args = parseArgs(argv.slice(1));
    print(group === "backup" ? await commands.backupCommand(args) : await commands.restoreCommand(args));
    return 0;
  }
  if (group === "import") {
    const { runImportCommand } = await import("./admin/import-command");
    return runImportCommand(argv.slice(1));
  }
  if (group === "setup") {
    const { prepareDatabase } = await import("@/lib/setup/prepare-database");
    print((await prepareDatabase((message) => console.error(message))).reference);
    return 0;
  }
  await migrate();
  const args = parseArgs(rest);
  const db = getDb();
  const command = `${group ?? ""} ${action ?? ""}`.trim();
  switch (command) {
    case "user create":
      print(await userCreate(db, args));
      return 0;
    case "user list":
      print(await userList(db));
      return 0;
    case "user role":
      print(await userRole(db, args));
      return 0;
    case "user delete":
      print(await userDelete(db, args));
      return 0;
    case "key create":
      print(await keyCreate(db, args));
      return 0;
    case "key revoke":
      print(await keyRevoke(db, args));
      return 0;
    case "stats rebuild":
      print(await statsRebuild(db));
      return 0;
    default:
      throw new UsageError(command ? `Unknown command: ${command}` : "No command given");
  }
}

function print(value: unknown) {
  process.stdout.write(`${JSON.stringify(value, null, 2)}\n`);
}

/**
 * Exits once stdout and stderr have handed everything to the OS: on a pipe, Node queues what the reader has not
 * taken yet (past 64 KiB), and process.exit() right away would drop it.
 */
async function exitWhenFlushed(code: number): Promise<void> {
  process.exitCode = code;
  const flushed = (stream: NodeJS.WriteStream) => new Promise<void>((resolve) => stream.write("", () => resolve()));
  await Promise.all([flushed(process.stdout), flushed(process.stderr)]);
  process.exit(code);
}

run(process.argv.slice(2))
  .then(async (code) => {
    await getDb().$disconnect();
    await exitWhenFlushed(code);
  })
  .catch(async (error: unknown) => {
    if (error instanceof UsageError) console.error(`${error.message}\n\n${USAGE}`);
    else if (error instanceof AppError) console.error(`Error: ${error.message}`);
    else console.error(`Error: ${errorMessage(error)}`);
    await exitWhenFlushed(error instanceof UsageError ? 2 : 1);
  });
