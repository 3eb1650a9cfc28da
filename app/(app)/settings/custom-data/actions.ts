"use server";

import { revalidatePath } from "next/cache";
import { formStateOfError, type FormState } from "@/components/ui/form-state";
import { requirePrincipal } from "@/lib/auth/session";
import { getDb } from "@/lib/db/client";
import { deleteCustomEntry, type CustomKind } from "@/lib/reference/custom-admin";

/** Deletes a custom entry; the role is read again from the database and checked in deleteCustomEntry. */
export async function deleteCustomEntryAction(kind: string, id: number): Promise<FormState> {
  const principal = await requirePrincipal();
  try {
    await deleteCustomEntry(getDb(), principal, String(kind) as CustomKind, Number(id));
  } catch (error) {
    return formStateOfError(error);
  }
  revalidatePath("/settings/custom-data");
  return { ok: true };
}
