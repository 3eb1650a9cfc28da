import { createTranslator } from "next-intl";
import { describe, expect, it } from "vitest";
import { fieldInputError, NotFoundError } from "@/lib/errors";
import { tripNameSchema } from "@/lib/trips/trip-input";
import de from "@/messages/de.json";
import en from "@/messages/en.json";
import { tripFormState } from "./trip-errors";

const t = createTranslator({ locale: "en", messages: en });
const german = createTranslator({ locale: "de", messages: de });

/** The InputError lib/trips throws for a name (parseTripInput's shape). */
function nameError(name: string) {
  const issue = tripNameSchema.safeParse(name).error!.issues[0]!;
  return fieldInputError(["name"], issue.message);
}

describe("tripFormState", async () => {
  it("puts a field's problem next to it, named by the form's label, in the page's language", async () => {
    expect(await tripFormState(t, nameError(""), { name: "" })).toEqual({ fieldErrors: { name: "Name: required" }, values: { name: "" } });
    expect(await tripFormState(german, nameError(""))).toEqual({ fieldErrors: { name: "Name: Pflichtfeld" } });
    expect(await tripFormState(german, nameError("x".repeat(101)))).toEqual({ fieldErrors: { name: "Name: höchstens 100 Zeichen" } });
    expect(await tripFormState(german, fieldInputError(["flightIds"], "at most 500 flights in a trip"))).toEqual({ fieldErrors: { flightIds: "Flüge: höchstens 500 Flüge pro Reise" } });
  });

  it("says a trip is not found in the page's language", async () => {
    expect(await tripFormState(german, new NotFoundError("Trip not found"))).toEqual({ message: "Reise nicht gefunden" });
  });
});
