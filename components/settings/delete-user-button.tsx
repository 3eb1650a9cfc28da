"use client";

import { ConfirmAction } from "@/components/ui/confirm-action";
import type { FormState } from "@/components/ui/form-state";

/** Settings → Users: deletes another user after one question that says what goes and what stays. */
export function DeleteUserButton({ userId, username, remove }: { userId: string; username: string; remove: (userId: string) => Promise<FormState> }) {
  return (
    <ConfirmAction
      trigger="Delete"
      triggerLabel={`Delete user ${username}`}
      question={
        <>
          Delete <strong>{username}</strong> for good? Their flights no other user is on, their API keys, share links, calendar feed and webhooks go at
          once and they are signed out; flights shared with other users stay theirs.
        </>
      }
      confirm={`Yes, delete ${username}`}
      pending="Deleting…"
      act={() => remove(userId)}
    />
  );
}
