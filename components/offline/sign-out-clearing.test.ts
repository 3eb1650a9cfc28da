import "fake-indexeddb/auto";
import { describe, expect, it } from "vitest";
import { forgetAccountDataForGood, rememberAccount, type OfflineAccount } from "./offline-account";
import { addOutboxEntries, listOutbox } from "./outbox-store";

const alice: OfflineAccount = { userId: "u-alice", displayName: "Alice", unit: "km", dateFormat: "dmy", clock: "24h", theme: "system", language: "en" };

// its own file: closing the stores lasts for the page, here the file's module instance
describe("sign-out's clearing", () => {
  it("leaves no store behind, even for a sync that writes after it", async () => {
    await rememberAccount(alice);
    await forgetAccountDataForGood();
    // the page's sync, started late or still running, tries to write the account and to read the outbox
    await expect(rememberAccount(alice)).rejects.toThrow(/signing out/);
    await expect(listOutbox(alice.userId)).rejects.toThrow(/signing out/);
    await expect(addOutboxEntries([])).rejects.toThrow(/signing out/);
    expect(await indexedDB.databases()).toEqual([]);
  });
});
