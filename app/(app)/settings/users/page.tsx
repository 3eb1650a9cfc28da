import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { formatFlightDate } from "@/components/format/flight-dates";
import { CreateUserForm } from "@/components/settings/create-user-form";
import { DeleteUserButton } from "@/components/settings/delete-user-button";
import { RoleSelect } from "@/components/settings/role-select";
import { seesEveryone } from "@/lib/auth/principal";
import { requirePrincipal } from "@/lib/auth/session";
import { getDb } from "@/lib/db/client";
import { listUsers } from "@/lib/users/list-users";
import { assignableRoles, mayChangeRole, mayDeleteUser } from "@/lib/users/role-rules";
import { createUserAction, deleteUserAction, setUserRoleAction } from "./actions";
import { currentProfile } from "@/lib/users/current-profile";

export const metadata: Metadata = { title: "Users" };

export default async function UsersPage() {
  const principal = await requirePrincipal();
  // Regular users get the same 404 as for any page that is not theirs.
  if (!seesEveryone(principal)) notFound();
  const [users, profile] = await Promise.all([listUsers(getDb(), principal), currentProfile(principal.userId)]);
  const roles = assignableRoles(principal);
  return (
    <>
      <h1 className="text-2xl font-semibold tracking-tight">Users</h1>
      <section className="card" aria-labelledby="users-title">
        <h2 id="users-title" className="mb-3 text-base font-semibold">
          {users.length} {users.length === 1 ? "user" : "users"}
        </h2>
        <ul className="divide-y divide-slate-200 dark:divide-slate-800" data-testid="user-list">
          {users.map((user) => (
            <li key={user.id} className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between" data-testid="user-row">
              <div className="min-w-0">
                <p className="font-medium break-words">{user.displayName}</p>
                <p className="muted text-sm break-words">
                  {user.username} · joined {formatFlightDate(user.createdAt.toISOString().slice(0, 10), "day", profile.dateFormat)}
                </p>
              </div>
              <div className="flex flex-wrap items-center gap-2">
                {user.id !== principal.userId && mayChangeRole(principal, user.id, user.role, user.role === "admin" ? "user" : "admin") ? (
                  <RoleSelect userId={user.id} username={user.username} role={user.role} roles={roles} action={setUserRoleAction} />
                ) : (
                  <span className="muted text-sm">
                    <span className="capitalize">{user.role}</span>
                    {user.id === principal.userId ? " (you: delete your own account under Security)" : ""}
                  </span>
                )}
                {mayDeleteUser(principal, user.role) ? <DeleteUserButton userId={user.id} username={user.username} remove={deleteUserAction} /> : null}
              </div>
            </li>
          ))}
        </ul>
      </section>
      <section className="card" aria-labelledby="new-user-title">
        <h2 id="new-user-title" className="mb-3 text-base font-semibold">
          Create a user
        </h2>
        <CreateUserForm action={createUserAction} roles={roles} />
      </section>
    </>
  );
}
