import { describe, expect, it, vi } from "vitest";
import { ForbiddenError, InputError } from "@/lib/errors";

vi.mock("next-intl/server", async () => (await import("@/test/support/server-translations")).serverTranslations("de"));
const { formStateOfError } = await import("./form-state");

describe("formStateOfError", () => {
  it("answers a refusal and an unexpected error in the page's language, never with the internal text", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    expect(await formStateOfError(new ForbiddenError())).toEqual({ message: "Dazu sind Sie nicht berechtigt.", values: undefined });
    expect(await formStateOfError(new Error("SQLITE_BUSY at /srv/db"), {}, { name: "x" })).toEqual({ message: "Etwas ist schiefgelaufen. Bitte versuchen Sie es erneut.", values: { name: "x" } });
  });

  it("puts an input error next to the field its message starts with", async () => {
    expect(await formStateOfError(new InputError("Username is taken"), { username: ["Username"] })).toEqual({ fieldErrors: { username: "Username is taken" }, values: undefined });
  });
});
