import { InputError } from "@/lib/errors";

/** A file the restore refuses; nothing has been written when it is thrown (or the restore rolls back). */
export function refused(reason: string): InputError {
  return new InputError(`Not restored: ${reason}. Nothing was changed.`, "file");
}
