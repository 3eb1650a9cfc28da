import { createTranslator } from "next-intl";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import german from "@/messages/de.json";
import type { SessionClaims } from "@/lib/auth/session-claims";
import { createTestDb, type TestDb } from "@/test/support/test-db";
import { createUser, seedReferenceFixtures, type TestUser } from "@/test/support/fixtures";

// The settings actions answer a German page in German: their own messages, lib's named ones, and the pickers' words.
let t: TestDb;
let user: TestUser;
vi.mock("@/lib/db/client", async (original) => ({ ...(await original<typeof import("@/lib/db/client")>()), getDb: () => t.db }));
vi.mock("@/lib/auth/session", () => ({
  requirePrincipal: async () => user.principal,
  requireSession: async () => ({ principal: user.principal, claims: { userId: user.id, sessionVersion: 0, authTime: Math.floor(Date.now() / 1000) } satisfies SessionClaims }),
}));
vi.mock("next/cache", () => ({ revalidatePath: () => undefined }));
vi.mock("next-intl/server", () => ({
  getTranslations: async (namespace?: string) => createTranslator({ locale: "de", messages: german, namespace: namespace as never }),
  getLocale: async () => "de",
}));
const { changePasswordAction, createApiKeyAction, deleteOwnAccountAction, updateProfileAction } = await import("./actions");
const { createShareLinkAction, revokeShareLinkAction } = await import("./sharing/actions");
const { addWebhookAction } = await import("./integrations/actions");
const { createCustomAirportAction, createCustomAircraftAction, importStatusAction, searchAirportsAction } = await import("./import/actions");

beforeAll(async () => {
  t = await createTestDb();
  await seedReferenceFixtures(t.db);
  user = await createUser(t.db);
});
afterAll(async () => {
  await t?.cleanup();
});

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
}

const airport = { name: "Strip", icao: "", iata: "", municipality: "", lat: "47", lon: "8", tz: "Europe/Zurich", country: "CH", continent: "EU" };

describe("settings actions on a German page", () => {
  it("says that the new passwords differ in German", async () => {
    const state = await changePasswordAction({}, form({ currentPassword: "x", newPassword: "a long new password", newPasswordConfirm: "another one" }));
    expect(state).toEqual({ fieldErrors: { newPasswordConfirm: "Die Passwörter stimmen nicht überein" } });
  });

  it("asks for the username again in German, and keeps the account", async () => {
    const state = await deleteOwnAccountAction({}, form({ confirmUsername: "someone-else", password: "" }));
    expect(state).toEqual({ fieldErrors: { confirmUsername: "Geben Sie zur Bestätigung Ihren Benutzernamen ein" } });
    expect(await t.db.user.count({ where: { id: user.id } })).toBe(1);
  });

  it("words lib's refusals on the password, profile, API key, sharing and webhook forms in German, next to their fields", async () => {
    const profile = { displayName: "Ana", unit: "km", dateFormat: "iso", clock: "24h" };
    expect(await changePasswordAction({}, form({ currentPassword: "", newPassword: "short", newPasswordConfirm: "short" }))).toEqual({
      fieldErrors: { newPassword: "Das Passwort muss mindestens 10 Zeichen lang sein" },
    });
    expect(await updateProfileAction({}, form({ ...profile, homeAirport: "QQQQ" }))).toEqual({
      fieldErrors: { homeAirport: "Dieser Heimatflughafen ist unbekannt: Wählen Sie einen aus der Liste" },
    });
    expect(await createApiKeyAction({}, form({ name: " ", expiresOn: "", password: "" }))).toEqual({ fieldErrors: { name: "Der Schlüssel braucht einen Namen" }, values: { name: " " } });
    expect(await createApiKeyAction({}, form({ name: "Laptop", expiresOn: "2001-01-01", password: "" }))).toEqual({
      fieldErrors: { expiresOn: "Das Ablaufdatum muss in der Zukunft liegen" },
      values: { name: "Laptop" },
    });
    expect(await createShareLinkAction({}, form({ label: "x".repeat(101) }))).toEqual({
      fieldErrors: { label: "Die Bezeichnung darf höchstens 100 Zeichen lang sein" },
      values: { label: "x".repeat(101) },
    });
    expect(await addWebhookAction({}, form({ url: "ftp://example.org/hook" }))).toEqual({
      fieldErrors: { url: "Die URL muss mit http:// oder https:// beginnen" },
      values: { url: "ftp://example.org/hook" },
    });
    expect(await revokeShareLinkAction("no-such-link")).toEqual({ message: "Das gibt es nicht mehr, oder Sie dürfen es nicht sehen: Laden Sie die Seite neu.", values: undefined });
    expect(await t.db.apiKey.count()).toBe(0);
    expect(await t.db.shareLink.count()).toBe(0);
  });

  it("names a custom entry's wrong field in German, and writes nothing", async () => {
    const before = await t.db.airport.count();
    expect(await createCustomAirportAction({ ...airport, lat: "200" })).toEqual({ ok: false, message: "„Breitengrad“ muss zwischen -90 und 90 liegen." });
    expect(await createCustomAirportAction({ ...airport, tz: " " })).toEqual({ ok: false, message: "„Zeitzone“ muss angegeben werden." });
    expect(await createCustomAircraftAction({ name: "Glider", icao: "" })).toEqual({ ok: false, message: "„Musterkennung“ muss angegeben werden." });
    expect(await t.db.airport.count()).toBe(before);
  });

  it("marks the user's own airports as such in German, and says when an import is no longer known", async () => {
    const created = await createCustomAirportAction({ ...airport, name: "Sprachflugplatz Nord" });
    expect(created.ok).toBe(true);
    expect(await searchAirportsAction("Sprachflugplatz")).toEqual([expect.objectContaining({ description: expect.stringMatching(/ · eigener Eintrag$/) })]);
    expect(await importStatusAction("no-such-job")).toEqual({ ok: false, message: "Dieser Import ist nicht mehr bekannt. Was importiert wurde, sehen Sie in Ihren Flügen." });
  });
});
