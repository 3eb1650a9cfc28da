import { expect, type APIRequestContext, type Page } from "@playwright/test";

export interface CardFigures {
  flights: number;
  distanceKm: number;
  durationSeconds: number;
  airports: number;
}

/** The raw figures behind the dashboard's cards (data-value carries km and seconds). */
export async function cardFigures(page: Page): Promise<CardFigures> {
  const value = async (id: string) => Number(await page.getByTestId(`stat-${id}`).locator("dd").getAttribute("data-value"));
  return { flights: await value("flights"), distanceKm: await value("distance"), durationSeconds: await value("duration"), airports: await value("airports") };
}

export async function apiStats(request: APIRequestContext, key: string, query = ""): Promise<CardFigures> {
  const response = await request.get(`/api/stats${query ? `?${query}` : ""}`, { headers: { Authorization: `Bearer ${key}` } });
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { success: boolean; stats: CardFigures };
  expect(body.success).toBe(true);
  const { flights, distanceKm, durationSeconds, airports } = body.stats;
  return { flights, distanceKm, durationSeconds, airports };
}
