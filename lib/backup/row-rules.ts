import { parseStoredHash } from "@/lib/auth/password";
import { roleSchema } from "@/lib/auth/principal";
import { excerpt } from "@/lib/import/import-limits";
import { refused } from "./refused";
import type { BackupTable } from "./tables";
import type { FileValue } from "./values";

/** How much of a file's value a refusal quotes. */
const QUOTED_CHARS = 60;

/**
 * The application's rules on a row that the checksum cannot vouch for (it proves a file whole, not made by Contrail):
 * a user's role is one this version knows (the server would read an unknown one as "user"), and a password hash is
 * in the password module's own form and within its cost (a forged cost would hold a hashing slot for seconds at each
 * sign-in). Several owners are allowed: the admin CLI's `user create --role owner` makes them. Returns a check for each row, in file order; it throws `refused(...)`.
 */
export function rowRules(): (table: BackupTable, columns: BackupTable["columns"], values: readonly FileValue[]) => void {
  return (table, columns, values) => {
    if (table.name !== "User") return;
    const value = (name: string) => values[columns.findIndex(([column]) => column === name)];
    const who = `user ${quote(value("username") ?? value("id"))}`;
    const role = value("role");
    if (role !== undefined && !roleSchema.safeParse(role).success) throw refused(`${who} has a role this version does not know (${quote(role)})`);
    const hash = value("passwordHash");
    if (hash !== undefined && hash !== null && !parseStoredHash(String(hash))) {
      throw refused(`${who} has a password hash that is malformed or costlier than this version's`);
    }
  };
}

function quote(value: FileValue | undefined): string {
  return JSON.stringify(excerpt(String(value), QUOTED_CHARS));
}
