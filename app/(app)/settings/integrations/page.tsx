import type { Metadata } from "next";
import { WebhookForm } from "@/components/settings/webhook-form";
import { requirePrincipal } from "@/lib/auth/session";
import { getDb } from "@/lib/db/client";
import { ATTEMPT_LOG_SIZE } from "@/lib/webhooks/attempt-log";
import { PENDING_PER_WEBHOOK } from "@/lib/outbox/outbox-bound";
import { listWebhooks, WEBHOOKS_PER_USER } from "@/lib/webhooks/webhooks";
import { DeleteWebhookButton } from "@/components/settings/delete-webhook-button";
import { addWebhookAction, deleteWebhookAction, sendTestEventAction } from "./actions";

export const metadata: Metadata = { title: "Integrations" };

function outcomeOf(attempt: { status: number | null; error: string | null }): string {
  if (attempt.status !== null && attempt.status >= 200 && attempt.status < 300) return `${attempt.status} delivered`;
  if (attempt.status !== null) return `${attempt.status} failed${attempt.error ? `: ${attempt.error}` : ""}`;
  return `failed: ${attempt.error ?? "no answer"}`;
}

export default async function IntegrationsPage() {
  const principal = await requirePrincipal();
  const webhooks = await listWebhooks(getDb(), principal.userId);
  return (
    <>
      <h1 className="text-2xl font-semibold tracking-tight">Integrations</h1>
      <section className="card space-y-4" aria-labelledby="webhooks-title">
        <div>
          <h2 id="webhooks-title" className="text-base font-semibold">
            Webhooks
          </h2>
          <p className="muted text-sm">
            When a flight you hold a seat on is created, changed or deleted, Contrail sends it to each URL here, signed with the webhook&apos;s secret
            (header Contrail-Signature), and retries failed deliveries for several hours. Up to {WEBHOOKS_PER_USER} webhooks.
          </p>
        </div>
        {webhooks.length < WEBHOOKS_PER_USER ? <WebhookForm action={addWebhookAction} /> : null}
      </section>
      {webhooks.map((hook) => (
        <section key={hook.id} className="card space-y-3" aria-label={`Webhook ${hook.url}`}>
          <h2 className="break-all text-base font-semibold">{hook.url}</h2>
          <div>
            <label className="label" htmlFor={`secret-${hook.id}`}>
              Signing secret
            </label>
            <input id={`secret-${hook.id}`} className="input font-mono" readOnly value={hook.secret} />
          </div>
          <div className="flex flex-wrap gap-2">
            <form action={sendTestEventAction}>
              <input type="hidden" name="id" value={hook.id} />
              <button type="submit" className="btn">
                Send test event
              </button>
            </form>
            <DeleteWebhookButton id={hook.id} url={hook.url} remove={deleteWebhookAction} />
          </div>
          <h3 className="text-sm font-semibold">Last {ATTEMPT_LOG_SIZE} deliveries</h3>
          {hook.gap ? (
            <p className="text-sm" role="status">
              {hook.gap.dropped} older {hook.gap.dropped === 1 ? "delivery was" : "deliveries were"} dropped: more than {PENDING_PER_WEBHOOK} were waiting
              (events from {hook.gap.from} to {hook.gap.to}). The next delivery carries them as &quot;gap&quot;; the change feed has every change.
            </p>
          ) : null}
          {hook.attempts.length === 0 ? (
            <p className="muted text-sm">No delivery yet.</p>
          ) : (
            <div className="overflow-x-auto">
              <table className="w-full text-left text-sm">
                <thead>
                  <tr>
                    <th scope="col">Time (UTC)</th>
                    <th scope="col">Event</th>
                    <th scope="col">Outcome</th>
                    <th scope="col">Duration</th>
                    <th scope="col">Response</th>
                  </tr>
                </thead>
                <tbody>
                  {hook.attempts.map((attempt) => (
                    <tr key={attempt.id}>
                      <td className="whitespace-nowrap">{attempt.at.toISOString().replace("T", " ").slice(0, 19)}</td>
                      <td>{attempt.event}</td>
                      <td>{outcomeOf(attempt)}</td>
                      <td>{attempt.durationMs} ms</td>
                      <td className="max-w-xs truncate font-mono text-xs">{attempt.responseBody ?? ""}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </section>
      ))}
    </>
  );
}
