import { InputError } from "@/lib/errors";
import { endOfUtcDay } from "@/lib/time/end-of-utc-day";
import { EXPIRY_NOT_DATE_MESSAGE, SHARE_TOGGLES, type ShareToggles } from "./share-link-input";

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
  const end = endOfUtcDay(value);
  if (!end) throw new InputError(EXPIRY_NOT_DATE_MESSAGE, "expiresAt");
  return end;
}
