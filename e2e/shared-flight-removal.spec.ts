import { expect, test } from "@playwright/test";
import { mainState, storageStateOf } from "./support/state";

test.use({ storageState: storageStateOf("bob") });

test("leaving a shared flight says so, and the other traveller keeps it", async ({ page, request }) => {
  const state = mainState();
  const saved = await request.post("/api/flight/save", {
    headers: { authorization: `Bearer ${state.keys.admin}` },
    data: { from: "ZRH", to: "VIE", date: "2024-10-10", seats: [{ userId: state.users.alice }, { userId: state.users.bob }] },
  });
  expect(saved.status()).toBe(200);
  const id = (await saved.json()).id as number;

  await page.goto(`/flights/${id}`);
  await page.getByRole("button", { name: /^(Delete|Remove)/ }).first().click();
  await page.getByRole("button", { name: "Yes, remove" }).click();
  await expect(page).toHaveURL(/\/flights\?removed=1$/);
  await expect(page.getByText("Removed from your flights.")).toBeVisible();

  const aliceView = await request.get(`/api/flight/get/${id}`, { headers: { authorization: `Bearer ${state.keys.alice}` } });
  expect(aliceView.status()).toBe(200);
  expect(((await aliceView.json()).flight.seats as { userId: string | null }[]).map((seat) => seat.userId)).toEqual([state.users.alice]);
  await request.post("/api/flight/delete", { headers: { authorization: `Bearer ${state.keys.admin}` }, data: { id } });
});
