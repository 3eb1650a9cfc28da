import { describe, expect, it, vi } from "vitest";
import { BusyError, ForbiddenError, InputError, NotFoundError, RateLimitedError } from "@/lib/errors";

vi.mock("next-intl/server", async () => (await import("@/test/support/server-translations")).serverTranslations("de"));
const { formStateOfError } = await import("./form-state");

describe("formStateOfError", () => {
  it("answers a refusal and an unexpected error in the page's language, never with the internal text", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    expect(await formStateOfError(new ForbiddenError())).toEqual({ message: "Dazu sind Sie nicht berechtigt.", values: undefined });
    expect(await formStateOfError(new Error("SQLITE_BUSY at /srv/db"), {}, { name: "x" })).toEqual({ message: "Etwas ist schiefgelaufen. Bitte versuchen Sie es erneut.", values: { name: "x" } });
  });

  it("says a thing is gone, or to try again shortly, in the page's language instead of lib's English", async () => {
    const gone = "Das gibt es nicht mehr, oder Sie dürfen es nicht sehen: Laden Sie die Seite neu.";
    expect(await formStateOfError(new NotFoundError("Webhook not found"))).toEqual({ message: gone, values: undefined });
    const later = "Gerade ist zu viel los. Bitte warten Sie einen Moment und versuchen Sie es erneut.";
    expect(await formStateOfError(new BusyError("The server is busy"), {}, { url: "x" })).toEqual({ message: later, values: { url: "x" } });
    expect(await formStateOfError(new RateLimitedError(30))).toEqual({ message: later, values: undefined });
  });

  it("puts an input error next to the field its message starts with", async () => {
    expect(await formStateOfError(new InputError("Username is taken"), { username: ["Username"] })).toEqual({ fieldErrors: { username: "Username is taken" }, values: undefined });
  });
});
