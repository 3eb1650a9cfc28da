import { createHmac } from "node:crypto";

/**
 * The Contrail-Signature header, Stripe's convention: `t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<body>")>`.
 * The timestamp is signed with the body, so a receiver that refuses old timestamps refuses replays.
 */
export function signatureHeader(secret: string, body: string, unixSeconds: number): string {
  return `t=${unixSeconds},v1=${signatureOf(secret, body, unixSeconds)}`;
}

export function signatureOf(secret: string, body: string, unixSeconds: number): string {
  return createHmac("sha256", secret).update(`${unixSeconds}.${body}`).digest("hex");
}
