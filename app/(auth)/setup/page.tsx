import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { SetupForm } from "@/components/auth/setup-form";
import { getDb } from "@/lib/db/client";
import { needsSetup } from "@/lib/auth/needs-setup";
import { createOwnerAction } from "./actions";

export const metadata: Metadata = { title: "Set up" };

export default async function SetupPage() {
  if (!(await needsSetup(getDb()))) redirect("/signin");
  return (
    <section aria-labelledby="setup-title" className="card p-6">
      <h1 id="setup-title" className="text-xl font-semibold">
        Welcome to Contrail
      </h1>
      <p className="muted mb-4 mt-1 text-sm">This instance has no users yet. Create the owner account: it manages everyone else.</p>
      <SetupForm action={createOwnerAction} />
    </section>
  );
}
