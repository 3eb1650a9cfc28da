import type { Config } from "@/lib/config";

/**
 * The one write to process.env, made once at start-up (server.ts, instrumentation.ts): next-auth 4 reads its
 * origin from the environment on every request (utils/detect-origin.js: NEXTAUTH_URL, else the request's
 * X-Forwarded-Host or Host when AUTH_TRUST_HOST is set, else it assumes http://localhost:3000) and takes no
 * option for it. Self-hosted behind whatever name the owner chose, Contrail trusts the request's host unless
 * NEXTAUTH_URL is set or AUTH_TRUST_HOST=false.
 */
export function prepareNextAuthEnvironment(config: Config): void {
  if (config.publicUrl) return;
  // next-auth treats any non-empty value as true, so "false" must become unset
  if (config.authTrustHost) process.env.AUTH_TRUST_HOST = "true";
  else delete process.env.AUTH_TRUST_HOST;
}
