"use client";

import { ConfirmAction } from "@/components/ui/confirm-action";
import type { FormState } from "@/components/ui/form-state";

/** Delete, with a confirmation: no event reaches the URL from then on, and its delivery log goes with it. */
export function DeleteWebhookButton({ id, url, remove }: { id: string; url: string; remove: (id: string) => Promise<FormState> }) {
  return (
    <ConfirmAction
      trigger="Delete webhook"
      triggerLabel={`Delete webhook ${url}`}
      question={<>Delete the webhook for {url}? Events stop at once and its delivery log is deleted.</>}
      confirm="Yes, delete"
      pending="Deleting…"
      act={() => remove(id)}
    />
  );
}
