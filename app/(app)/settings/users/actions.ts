"use server";

import { revalidatePath } from "next/cache";
import { translateKnownErrors } from "@/components/settings/known-errors";
import { formStateOfError, textField, type FormState } from "@/components/ui/form-state";
import { parseRole } from "@/lib/auth/principal";
import { requirePrincipal } from "@/lib/auth/session";
import { getDb } from "@/lib/db/client";
import { InputError } from "@/lib/errors";
import { createUser } from "@/lib/users/create-user";
import { deleteUserAsAdmin } from "@/lib/users/delete-user";
import { ROLE_INVALID_MESSAGE } from "@/lib/users/role-rules";
import { setUserRole } from "@/lib/users/set-user-role";
import { ROLES } from "@/lib/auth/principal";

function roleOf(value: string) {
  if (!(ROLES as readonly string[]).includes(value)) throw new InputError(ROLE_INVALID_MESSAGE);
  return parseRole(value);
}

export async function createUserAction(_previous: FormState, form: FormData): Promise<FormState> {
  const principal = await requirePrincipal();
  const values = { username: textField(form, "username"), displayName: textField(form, "displayName"), role: textField(form, "role") };
  try {
    await createUser(getDb(), principal, { ...values, password: textField(form, "password"), role: roleOf(values.role) });
  } catch (error) {
    return translateKnownErrors(await formStateOfError(error, { username: ["Username"], displayName: ["Display name"], password: ["Password"], role: ["Role"] }, values));
  }
  revalidatePath("/settings/users");
  return { ok: true, data: { username: values.username } };
}

export async function setUserRoleAction(userId: string, role: string): Promise<FormState> {
  const principal = await requirePrincipal();
  try {
    await setUserRole(getDb(), principal, String(userId), roleOf(String(role)));
  } catch (error) {
    return translateKnownErrors(await formStateOfError(error));
  }
  revalidatePath("/settings/users");
  return { ok: true };
}

export async function deleteUserAction(userId: string): Promise<FormState> {
  const principal = await requirePrincipal();
  try {
    await deleteUserAsAdmin(getDb(), principal, String(userId));
  } catch (error) {
    return translateKnownErrors(await formStateOfError(error));
  }
  revalidatePath("/settings/users");
  return { ok: true };
}
