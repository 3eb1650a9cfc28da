import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { getFormats } from "@/components/format/server-formats";
import { WebhookForm } from "@/components/settings/webhook-form";
import { requirePrincipal } from "@/lib/auth/session";
import { getDb } from "@/lib/db/client";
import { currentProfile } from "@/lib/users/current-profile";
import { ATTEMPT_LOG_SIZE } from "@/lib/webhooks/attempt-log";
import { PENDING_PER_WEBHOOK } from "@/lib/outbox/outbox-bound";
import { listWebhooks, WEBHOOKS_PER_USER } from "@/lib/webhooks/webhooks";
import { DeleteWebhookButton } from "@/components/settings/delete-webhook-button";
import { addWebhookAction, deleteWebhookAction, sendTestEventAction } from "./actions";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("Settings.integrations"))("metaTitle") };
}

type Translator = Awaited<ReturnType<typeof getTranslations<"Settings.integrations">>>;

/** A delivery's outcome in words: the HTTP status, and the error the attempt recorded (the receiver's, untranslated). */
function outcomeOf(t: Translator, { status, error }: { status: number | null; error: string | null }): string {
  if (status !== null && status >= 200 && status < 300) return t("outcome.delivered", { status });
  if (status !== null) return error ? t("outcome.failedStatusError", { status, error }) : t("outcome.failedStatus", { status });
  return error ? t("outcome.failed", { error }) : t("outcome.failedNoAnswer");
}

export default async function IntegrationsPage() {
  const principal = await requirePrincipal();
  const [webhooks, profile, t] = await Promise.all([listWebhooks(getDb(), principal.userId), currentProfile(principal.userId), getTranslations("Settings.integrations")]);
  const f = await getFormats(profile);
  return (
    <>
      <h1 className="text-2xl font-semibold tracking-tight">{t("title")}</h1>
      <section className="card space-y-4" aria-labelledby="webhooks-title">
        <div>
          <h2 id="webhooks-title" className="text-base font-semibold">
            {t("webhooksTitle")}
          </h2>
          <p className="muted text-sm">{t("webhooksIntro", { max: WEBHOOKS_PER_USER })}</p>
        </div>
        {webhooks.length < WEBHOOKS_PER_USER ? <WebhookForm action={addWebhookAction} /> : null}
      </section>
      {webhooks.map((hook) => (
        <section key={hook.id} className="card space-y-3" aria-label={t("hookLabel", { url: hook.url })}>
          <h2 className="break-all text-base font-semibold">{hook.url}</h2>
          <div>
            <label className="label" htmlFor={`secret-${hook.id}`}>
              {t("secret")}
            </label>
            <input id={`secret-${hook.id}`} className="input font-mono" readOnly value={hook.secret} />
          </div>
          <div className="flex flex-wrap gap-2">
            <form action={sendTestEventAction}>
              <input type="hidden" name="id" value={hook.id} />
              <button type="submit" className="btn">
                {t("sendTest")}
              </button>
            </form>
            <DeleteWebhookButton id={hook.id} url={hook.url} remove={deleteWebhookAction} />
          </div>
          <h3 className="text-sm font-semibold">{t("lastDeliveries", { count: ATTEMPT_LOG_SIZE })}</h3>
          {hook.gap ? (
            <p className="text-sm" role="status">
              {t("gap", { dropped: hook.gap.dropped, pending: f.integer(PENDING_PER_WEBHOOK), from: f.utcInstant(hook.gap.from), to: f.utcInstant(hook.gap.to) })}
            </p>
          ) : null}
          {hook.attempts.length === 0 ? (
            <p className="muted text-sm">{t("noDelivery")}</p>
          ) : (
            <div className="overflow-x-auto">
              <table className="w-full text-left text-sm">
                <thead>
                  <tr>
                    <th scope="col">{t("columns.time")}</th>
                    <th scope="col">{t("columns.event")}</th>
                    <th scope="col">{t("columns.outcome")}</th>
                    <th scope="col">{t("columns.duration")}</th>
                    <th scope="col">{t("columns.response")}</th>
                  </tr>
                </thead>
                <tbody>
                  {hook.attempts.map((attempt) => (
                    <tr key={attempt.id}>
                      <td className="whitespace-nowrap">{attempt.at.toISOString().replace("T", " ").slice(0, 19)}</td>
                      <td>{attempt.event}</td>
                      <td>{outcomeOf(t, attempt)}</td>
                      <td>{t("durationMs", { ms: attempt.durationMs })}</td>
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
