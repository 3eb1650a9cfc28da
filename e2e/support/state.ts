import { readFileSync } from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { ACCOUNTS, MAIN_PORT, type AccountName } from "./accounts";

export interface MainState {
  databaseUrl: string;
  users: Record<AccountName, string>;
  keys: { alice: string; admin: string };
  flights: { aliceLhr: number; bobOnly: number; shared: number; aliceUpcoming: number };
}

/** What e2e/support/serve.ts wrote for the seeded server. */
export function mainState(): MainState {
  return JSON.parse(readFileSync(path.join(process.cwd(), "e2e", ".state", `${MAIN_PORT}.json`), "utf8")) as MainState;
}

/** The saved signed-in browser state of an account (made by auth.setup.ts). */
export function storageStateOf(name: AccountName): string {
  return path.join(process.cwd(), "e2e", ".state", `session-${name}.json`);
}

export async function signIn(page: Page, name: AccountName, baseURL = "", password: string = ACCOUNTS[name].password): Promise<void> {
  await page.goto(`${baseURL}/signin`);
  await page.getByLabel("Username").fill(ACCOUNTS[name].username);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL((url) => url.pathname === "/");
}
