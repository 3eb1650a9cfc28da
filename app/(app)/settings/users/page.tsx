import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { getFormats } from "@/components/format/server-formats";
import { ROLE_LABELS } from "@/components/shell/app-header";
import { notFound } from "next/navigation";
import { CreateUserForm } from "@/components/settings/create-user-form";
import { DeleteUserButton } from "@/components/settings/delete-user-button";
import { RoleSelect } from "@/components/settings/role-select";
import { MIN_PASSWORD_LENGTH } from "@/lib/auth/password-policy";
import { seesEveryone } from "@/lib/auth/principal";
import { requirePrincipal } from "@/lib/auth/session";
import { getDb } from "@/lib/db/client";
import { listUsers } from "@/lib/users/list-users";
import { assignableRoles, mayChangeRole, mayDeleteUser } from "@/lib/users/role-rules";
import { createUserAction, deleteUserAction, setUserRoleAction } from "./actions";
import { currentProfile } from "@/lib/users/current-profile";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("Settings.users"))("metaTitle") };
}

export default async function UsersPage() {
  const principal = await requirePrincipal();
  // Regular users get the same 404 as for any page that is not theirs.
  if (!seesEveryone(principal)) notFound();
  const [users, profile] = await Promise.all([listUsers(getDb(), principal), currentProfile(principal.userId)]);
  const [t, common, f] = await Promise.all([getTranslations("Settings.users"), getTranslations("Common"), getFormats(profile)]);
  const roles = assignableRoles(principal);
  return (
    <>
      <h1 className="text-2xl font-semibold tracking-tight">{t("title")}</h1>
      <section className="card" aria-labelledby="users-title">
        <h2 id="users-title" className="mb-3 text-base font-semibold">
          {t("count", { count: users.length })}
        </h2>
        <ul className="divide-y divide-slate-200 dark:divide-slate-800" data-testid="user-list">
          {users.map((user) => (
            <li key={user.id} className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between" data-testid="user-row">
              <div className="min-w-0">
                <p className="font-medium break-words">{user.displayName}</p>
                <p className="muted text-sm break-words">
                  {t("joined", { username: user.username, date: f.date(user.createdAt.toISOString().slice(0, 10)) })}
                </p>
              </div>
              <div className="flex flex-wrap items-center gap-2">
                {user.id !== principal.userId && mayChangeRole(principal, user.id, user.role, user.role === "admin" ? "user" : "admin") ? (
                  <RoleSelect userId={user.id} username={user.username} role={user.role} roles={roles} action={setUserRoleAction} />
                ) : (
                  <span className="muted text-sm">{user.id === principal.userId ? t("you", { role: common(ROLE_LABELS[user.role]) }) : common(ROLE_LABELS[user.role])}</span>
                )}
                {mayDeleteUser(principal, user.role) ? <DeleteUserButton userId={user.id} username={user.username} remove={deleteUserAction} /> : null}
              </div>
            </li>
          ))}
        </ul>
      </section>
      <section className="card" aria-labelledby="new-user-title">
        <h2 id="new-user-title" className="mb-3 text-base font-semibold">
          {t("createTitle")}
        </h2>
        <CreateUserForm action={createUserAction} roles={roles} minPasswordLength={MIN_PASSWORD_LENGTH} />
      </section>
    </>
  );
}
