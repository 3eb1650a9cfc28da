import { InputError } from "@/lib/errors";
import { SHARE_TOGGLES, type ShareToggles } from "./share-link-input";

/**
 * A share link's form (Settings → Sharing) as the input parseShareLinkInput checks: a checkbox is on when sent, the
 * expiry a "YYYY-MM-DD" date, through the end of that day in UTC, or empty for none.
 */
export function shareLinkInputOfForm(form: FormData): { label: string; expiresAt: Date | null } & ShareToggles {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  const toggles = Object.fromEntries(SHARE_TOGGLES.map((name) => [name, form.get(name) === "on"])) as ShareToggles;
  return { label: text("label"), ...toggles, expiresAt: endOfDate(text("expiresOn")) };
}

function endOfDate(value: string): Date | null {
  if (value === "") return null;
  const start = Date.parse(`${value}T00:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || Number.isNaN(start)) throw new InputError("Expiry must be a date", "expiresAt");
  return new Date(start + 24 * 60 * 60 * 1000 - 1);
}
