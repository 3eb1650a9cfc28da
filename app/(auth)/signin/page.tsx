import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { redirect } from "next/navigation";
import { SignInForm } from "@/components/auth/sign-in-form";
import { oidcProvider } from "@/lib/auth/auth-options";
import { returnPathOf } from "@/lib/auth/return-path";
import { getPrincipal } from "@/lib/auth/session";
import { getDb } from "@/lib/db/client";
import { needsSetup } from "@/lib/auth/needs-setup";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("Auth.signIn"))("metaTitle") };
}

export default async function SignInPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const params = await searchParams;
  const callbackUrl = returnPathOf(params.callbackUrl);
  if (await getPrincipal()) redirect(callbackUrl);
  if (await needsSetup(getDb())) redirect("/setup");
  const provider = oidcProvider();
  const username = typeof params.username === "string" ? params.username : "";
  const error = typeof params.error === "string" ? params.error : undefined;
  const t = await getTranslations("Auth.signIn");
  return (
    <section aria-labelledby="signin-title" className="card p-6">
      <h1 id="signin-title" className="mb-4 text-xl font-semibold">
        {t("title")}
      </h1>
      {params.setup === "done" ? (
        <p role="status" className="alert-success mb-4">
          {t("setupDone")}
        </p>
      ) : null}
      <SignInForm
        callbackUrl={callbackUrl}
        initialUsername={username}
        oidcName={provider ? String(provider.name) : null}
        initialError={error && error !== "SessionRequired" ? t("failed") : undefined}
      />
    </section>
  );
}
