import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { redirect } from "next/navigation";
import { SetupForm } from "@/components/auth/setup-form";
import { getDb } from "@/lib/db/client";
import { needsSetup } from "@/lib/auth/needs-setup";
import { MIN_PASSWORD_LENGTH } from "@/lib/auth/password-policy";
import { createOwnerAction } from "./actions";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("Auth.setup"))("metaTitle") };
}

export default async function SetupPage() {
  if (!(await needsSetup(getDb()))) redirect("/signin");
  const t = await getTranslations("Auth.setup");
  return (
    <section aria-labelledby="setup-title" className="card p-6">
      <h1 id="setup-title" className="text-xl font-semibold">
        {t("title")}
      </h1>
      <p className="muted mb-4 mt-1 text-sm">{t("intro")}</p>
      <SetupForm action={createOwnerAction} minPasswordLength={MIN_PASSWORD_LENGTH} />
    </section>
  );
}
