import { useTranslations } from "next-intl";
import { TextField } from "@/components/ui/text-field";
import type { ReauthNeed } from "@/lib/auth/recent-sign-in";

/**
 * The password again, for a sensitive form (lib/auth/recent-sign-in.ts): shown when the sign-in is old, and after a
 * wrong one; nothing otherwise.
 */
export function ReauthPasswordField({ reauth, error, hint, className }: { reauth: ReauthNeed; error?: string; hint: string; className?: string }) {
  const t = useTranslations("Settings.reauth");
  if (reauth !== "password" && !error) return null;
  return <TextField name="password" label={t("password")} type="password" autoComplete="current-password" className={className} hint={hint} error={error} />;
}
