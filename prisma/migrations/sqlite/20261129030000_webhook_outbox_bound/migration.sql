-- Each webhook's outbox is bounded (lib/webhooks/outbox-bound.ts): past the bound the oldest pending deliveries are
-- dropped, and the webhook records the gap (how many, first and last createdAt) until a payload carrying it is
-- delivered. The index counts a webhook's pending deliveries and finds its oldest.

ALTER TABLE "Webhook" ADD COLUMN "gapCount" INTEGER NOT NULL DEFAULT 0;
ALTER TABLE "Webhook" ADD COLUMN "gapFrom" DATETIME;
ALTER TABLE "Webhook" ADD COLUMN "gapTo" DATETIME;

DROP INDEX "WebhookDelivery_webhookId_idx";
CREATE INDEX "WebhookDelivery_webhookId_state_createdAt_idx" ON "WebhookDelivery"("webhookId", "state", "createdAt");
