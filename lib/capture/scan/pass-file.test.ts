import { describe, expect, it } from "vitest";
import { InputError } from "@/lib/errors";
import { isWalletPass, passTextOfFile } from "./pass-file";

describe("passTextOfFile", () => {
  it("knows a Wallet pass by its type or its name", () => {
    expect(isWalletPass({ name: "pass.PKPASS", type: "" })).toBe(true);
    expect(isWalletPass({ name: "download", type: "application/vnd.apple.pkpass" })).toBe(true);
    expect(isWalletPass({ name: "pass.png", type: "image/png" })).toBe(false);
  });

  it("refuses a file that is neither an image of a pass nor a Wallet pass, before decoding anything", async () => {
    const reading = passTextOfFile(new File(["%PDF-1.7"], "pass.pdf", { type: "application/pdf" }));
    await expect(reading).rejects.toThrow(InputError);
    await expect(reading).rejects.toThrow(/PNG, JPEG or WebP/);
    await expect(reading).rejects.toMatchObject({ reason: "NOT_IMAGE_OR_PASS" });
  });
});
