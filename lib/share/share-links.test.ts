import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { InputError, NotFoundError } from "@/lib/errors";
import { createTestDb, type TestDb } from "@/test/support/test-db";
import { createUser, type TestUser } from "@/test/support/fixtures";
import { findActiveShareLink, isShareLinkActive } from "./active-share-link";
import { SHARE_TOGGLES, type ShareLinkInput } from "./share-link-input";
import { createShareLink, deleteShareLink, listShareLinks, updateShareLink } from "./share-links";
import { isShareSlugShape } from "./share-slug";

let t: TestDb;
let alice: TestUser;
let bob: TestUser;

beforeAll(async () => {
  t = await createTestDb();
  alice = await createUser(t.db);
  bob = await createUser(t.db);
});
afterAll(async () => {
  await t?.cleanup();
});
beforeEach(async () => {
  await t.db.shareLink.deleteMany();
});

const NONE = Object.fromEntries(SHARE_TOGGLES.map((name) => [name, false])) as Omit<ShareLinkInput, "label" | "expiresAt">;
const input = (over: Partial<ShareLinkInput> = {}): ShareLinkInput => ({ label: "Travels", ...NONE, showStats: true, expiresAt: null, ...over });

describe("share links", () => {
  it("get a random slug of 128 bits, base64url, different every time", async () => {
    const a = await createShareLink(t.db, alice.id, input());
    const b = await createShareLink(t.db, alice.id, input());
    expect(a.slug).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(Buffer.from(a.slug, "base64url")).toHaveLength(16);
    expect(a.slug).not.toBe(b.slug);
    expect(isShareSlugShape(a.slug)).toBe(true);
  });

  it("store the toggles as given", async () => {
    const made = await createShareLink(t.db, alice.id, input({ showMap: true, showSeats: true, showStats: false }));
    expect(made).toMatchObject({ label: "Travels", showMap: true, showSeats: true, showStats: false, showNotes: false, expiresAt: null });
    expect(await findActiveShareLink(t.db, made.slug)).toMatchObject({ userId: alice.id, showMap: true, showSeats: true, showStats: false, showNotes: false });
  });

  it("refuse a missing label, an unstorable one, a toggle that is no boolean and an expiry in the past, naming the field", async () => {
    await expect(createShareLink(t.db, alice.id, input({ label: "  " }))).rejects.toMatchObject({ message: "Label is required", field: "label" });
    await expect(createShareLink(t.db, alice.id, input({ label: "a\u0000b" }))).rejects.toThrow(InputError);
    await expect(createShareLink(t.db, alice.id, { ...input(), showMap: "yes" })).rejects.toMatchObject({ field: "showMap" });
    await expect(createShareLink(t.db, alice.id, input({ expiresAt: new Date(Date.now() - 1000) }))).rejects.toMatchObject({ field: "expiresAt" });
    expect(await t.db.shareLink.count()).toBe(0);
  });

  it("answer until their expiry, not at or after it", async () => {
    const now = new Date("2030-01-01T00:00:00Z");
    const expiresAt = new Date("2030-01-02T00:00:00Z");
    const made = await createShareLink(t.db, alice.id, input({ expiresAt }), now);
    expect(await findActiveShareLink(t.db, made.slug, new Date(expiresAt.getTime() - 1))).not.toBeNull();
    expect(await findActiveShareLink(t.db, made.slug, expiresAt)).toBeNull();
    expect(await findActiveShareLink(t.db, made.slug, new Date(expiresAt.getTime() + 1))).toBeNull();
    expect(isShareLinkActive({ expiresAt: null }, new Date("2999-01-01T00:00:00Z"))).toBe(true);
  });

  it("an unknown, malformed or revoked slug finds nothing", async () => {
    const made = await createShareLink(t.db, alice.id, input());
    expect(await findActiveShareLink(t.db, "A".repeat(22))).toBeNull();
    expect(await findActiveShareLink(t.db, "../../etc/passwd")).toBeNull();
    expect(await findActiveShareLink(t.db, made.slug.slice(0, 21))).toBeNull();
    await deleteShareLink(t.db, alice.id, made.id);
    expect(await findActiveShareLink(t.db, made.slug)).toBeNull();
  });

  it("only their owner edits them: another user's edit or revoke is 'not found' and changes nothing", async () => {
    const made = await createShareLink(t.db, alice.id, input());
    await expect(updateShareLink(t.db, bob.id, made.id, input({ label: "Hijacked", showNotes: true }))).rejects.toThrow(NotFoundError);
    await expect(deleteShareLink(t.db, bob.id, made.id)).rejects.toThrow(NotFoundError);
    expect(await t.db.shareLink.findUniqueOrThrow({ where: { id: made.id } })).toMatchObject({ label: "Travels", showNotes: false, userId: alice.id });
    expect(await listShareLinks(t.db, bob.id)).toEqual([]);
    await updateShareLink(t.db, alice.id, made.id, input({ label: "Edited", showNotes: true }));
    const [edited] = await listShareLinks(t.db, alice.id);
    expect(edited).toMatchObject({ id: made.id, slug: made.slug, label: "Edited", showNotes: true });
    await deleteShareLink(t.db, alice.id, made.id);
    expect(await listShareLinks(t.db, alice.id)).toEqual([]);
  });

  it("a bad edit changes nothing", async () => {
    const made = await createShareLink(t.db, alice.id, input());
    await expect(updateShareLink(t.db, alice.id, made.id, input({ label: "" }))).rejects.toThrow(InputError);
    expect((await t.db.shareLink.findUniqueOrThrow({ where: { id: made.id } })).label).toBe("Travels");
  });

  it("go with their owner", async () => {
    const carol = await createUser(t.db);
    await createShareLink(t.db, carol.id, input());
    await t.db.user.delete({ where: { id: carol.id } });
    expect(await t.db.shareLink.count({ where: { userId: carol.id } })).toBe(0);
  });
});
