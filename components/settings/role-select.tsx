"use client";

import { useTranslations } from "next-intl";
import { useState, useTransition } from "react";
import { ROLE_LABELS } from "@/components/shell/app-header";
import type { FormState } from "@/components/ui/form-state";
import type { Role } from "@/lib/auth/principal";

interface Props {
  userId: string;
  username: string;
  role: Role;
  roles: Role[];
  action: (userId: string, role: string) => Promise<FormState>;
}

export function RoleSelect({ userId, username, role, roles, action }: Props) {
  const t = useTranslations("Settings.roleSelect");
  const common = useTranslations("Common");
  const [value, setValue] = useState<Role>(role);
  const [message, setMessage] = useState<string | undefined>();
  const [pending, startTransition] = useTransition();
  const id = `role-${userId}`;
  return (
    <div className="flex flex-wrap items-center gap-2">
      <label htmlFor={id} className="sr-only">
        {t("label", { username })}
      </label>
      <select
        id={id}
        className="input w-auto"
        value={value}
        disabled={pending}
        onChange={(event) => {
          const next = event.target.value as Role;
          const previous = value;
          setValue(next);
          setMessage(undefined);
          startTransition(async () => {
            const result = await action(userId, next);
            if (result.message) {
              setValue(previous);
              setMessage(result.message);
            } else {
              setMessage(t("changed", { role: next }));
            }
          });
        }}
      >
        {roles.map((r) => (
          <option key={r} value={r}>
            {common(ROLE_LABELS[r])}
          </option>
        ))}
      </select>
      <span role="status" className="muted text-sm">
        {message}
      </span>
    </div>
  );
}
