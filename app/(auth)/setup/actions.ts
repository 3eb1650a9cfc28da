"use server";

import { getTranslations } from "next-intl/server";
import { redirect } from "next/navigation";
import { translateKnownErrors } from "@/components/settings/known-errors";
import { formStateOfError, textField, type FormState } from "@/components/ui/form-state";
import { getDb } from "@/lib/db/client";
import { createFirstOwner } from "@/lib/users/create-first-owner";
import { ConflictOnSetupError } from "@/lib/users/setup-errors";

const FIELDS = { username: ["Username"], displayName: ["Display name"], password: ["Password"] };

export async function createOwnerAction(_previous: FormState, form: FormData): Promise<FormState> {
  const username = textField(form, "username");
  const displayName = textField(form, "displayName");
  const password = textField(form, "password");
  const values = { username, displayName };
  if (password !== textField(form, "passwordConfirm")) {
    return { fieldErrors: { passwordConfirm: (await getTranslations("Auth.setup"))("passwordMismatch") }, values };
  }
  try {
    await createFirstOwner(getDb(), { username, displayName, password });
  } catch (error) {
    if (error instanceof ConflictOnSetupError) redirect("/signin");
    return translateKnownErrors(await formStateOfError(error, FIELDS, values));
  }
  redirect(`/signin?setup=done&username=${encodeURIComponent(username.trim())}`);
}
