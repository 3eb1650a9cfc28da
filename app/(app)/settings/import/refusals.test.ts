import { describe, expect, it, vi } from "vitest";
import { BusyError, InputError, NotFoundError } from "@/lib/errors";
import { BUSY_SERVER_MESSAGE, BUSY_USER_MESSAGE } from "@/lib/import/web/import-slots";

// The import page's refusals in German: mapped from lib's errors and the forms' issues, never lib's English as it is
// (but for a file's own diagnosis, which follows the page's words).
vi.mock("next-intl/server", async () => (await import("@/test/support/server-translations")).serverTranslations("de"));
vi.mock("@/lib/auth/session", () => ({ requirePrincipal: async () => ({ userId: "u1", role: "user" }) }));
vi.mock("@/lib/db/client", () => ({ getDb: () => ({}) }));
// what the action hands lib, once the form's fields are read (the writing itself is lib's and tested there)
const created = vi.hoisted(() => [] as { lat: number; lon: number }[]);
vi.mock("@/lib/import/resolve/custom-entities", () => ({
  findOrCreateCustomAirport: async (_db: unknown, _userId: string, input: { lat: number; lon: number; name: string }) => {
    created.push({ lat: input.lat, lon: input.lon });
    return { id: 7, name: input.name, icao: null, iata: null };
  },
}));
const { importRefusal } = await import("@/components/import/import-refusals");
const { createCustomAircraftAction, createCustomAirportAction } = await import("./actions");

const airport = { name: "Strip", icao: "", iata: "", municipality: "", lat: "1", lon: "2", tz: "UTC", country: "PF", continent: "OC" };

describe("the import's refusals in German", () => {
  it("name the custom entry's field as the form labels it, with the problem", async () => {
    expect(await createCustomAirportAction({ ...airport, lat: "120" })).toEqual({ ok: false, message: "„Breitengrad“ muss zwischen -90 und 90 liegen." });
    expect(await createCustomAirportAction({ ...airport, lon: "west" })).toEqual({ ok: false, message: "„Längengrad“ muss eine Zahl sein." });
    expect(await createCustomAirportAction({ ...airport, tz: " " })).toEqual({ ok: false, message: "„Zeitzone“ muss angegeben werden." });
    expect(await createCustomAirportAction({ ...airport, municipality: "A\u0000" })).toEqual({ ok: false, message: "„Ort“ enthält Zeichen, die nicht gespeichert werden können." });
    expect(await createCustomAircraftAction({ name: "Cessna", icao: "" })).toEqual({ ok: false, message: "„Musterkennung“ muss angegeben werden." });
    expect(await createCustomAircraftAction({ name: "x".repeat(201), icao: "C172" })).toEqual({ ok: false, message: "„Name“ ist zu lang." });
  });

  it("read a coordinate typed with the German decimal comma, or with a point", async () => {
    created.length = 0;
    expect(await createCustomAirportAction({ ...airport, lat: "48,3538", lon: "-11,7861" })).toMatchObject({ ok: true });
    expect(await createCustomAirportAction({ ...airport, lat: " 48.3538", lon: "\u221211.7861" })).toMatchObject({ ok: true });
    expect(created).toEqual([
      { lat: 48.3538, lon: -11.7861 },
      { lat: 48.3538, lon: -11.7861 },
    ]);
    expect(await createCustomAirportAction({ ...airport, lat: "1.234,5" })).toEqual({ ok: false, message: "„Breitengrad“ muss eine Zahl sein." });
    expect(await createCustomAirportAction({ ...airport, lat: "" })).toEqual({ ok: false, message: "„Breitengrad“ muss eine Zahl sein." });
    expect(created).toHaveLength(2);
  });

  it("word lib's refusals of an import in the page's language", async () => {
    expect(await importRefusal(new NotFoundError("The uploaded file is no longer there; please upload it again"))).toBe("Die hochgeladene Datei ist nicht mehr vorhanden. Bitte laden Sie sie erneut hoch.");
    expect(await importRefusal(new BusyError(BUSY_USER_MESSAGE))).toMatch(/^Ein anderer Import oder eine Prüfung von Ihnen läuft noch/);
    expect(await importRefusal(new BusyError(BUSY_SERVER_MESSAGE))).toMatch(/^Der Server ist mit anderen Importen beschäftigt/);
    expect(await importRefusal(new InputError("Not a Jetlog CSV file: it has no header row"))).toBe("Die Datei kann nicht importiert werden: Not a Jetlog CSV file: it has no header row");
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    expect(await importRefusal(new Error("ECONNRESET 10.0.0.7"))).toBe("Etwas ist schiefgelaufen. Bitte versuchen Sie es erneut.");
    expect(logged).toHaveBeenCalledOnce();
  });
});
