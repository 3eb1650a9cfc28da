"use client";

import { useState, useTransition } from "react";
import type { FormState } from "@/components/ui/form-state";

interface Props {
  userId: string;
  username: string;
  role: string;
  roles: string[];
  action: (userId: string, role: string) => Promise<FormState>;
}

export function RoleSelect({ userId, username, role, roles, action }: Props) {
  const [value, setValue] = useState(role);
  const [message, setMessage] = useState<string | undefined>();
  const [pending, startTransition] = useTransition();
  const id = `role-${userId}`;
  return (
    <div className="flex flex-wrap items-center gap-2">
      <label htmlFor={id} className="sr-only">
        Role of {username}
      </label>
      <select
        id={id}
        className="input w-auto"
        value={value}
        disabled={pending}
        onChange={(event) => {
          const next = event.target.value;
          const previous = value;
          setValue(next);
          setMessage(undefined);
          startTransition(async () => {
            const result = await action(userId, next);
            if (result.message) {
              setValue(previous);
              setMessage(result.message);
            } else {
              setMessage(`Role changed to ${next}.`);
            }
          });
        }}
      >
        {roles.map((r) => (
          <option key={r} value={r}>
            {r.charAt(0).toUpperCase() + r.slice(1)}
          </option>
        ))}
      </select>
      <span role="status" className="muted text-sm">
        {message}
      </span>
    </div>
  );
}
