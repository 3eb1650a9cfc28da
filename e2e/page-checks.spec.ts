import { expect, test, type Page } from "@playwright/test";
import { expectNoEnglishLeft } from "./support/languages";
import { textCutOff } from "./support/text-cut-off";

/** The page checks themselves, on pages written here: what each must catch, and what it must leave alone. */

const page390 = { viewport: { width: 390, height: 800 } };

async function show(page: Page, lang: string, body: string): Promise<void> {
  await page.setContent(`<!doctype html><html lang="${lang}"><head><title>Contrail</title></head><body style="font: 16px sans-serif">${body}</body></html>`);
}

test.describe("no text cut off", () => {
  test.use(page390);

  test("names each text an element cuts off: an ellipsis, hidden overflow, a fixed height, a line clamp", async ({ page }) => {
    const long = "Aeropuerto Internacional Adolfo Suárez Madrid-Barajas";
    await show(
      page,
      "es",
      `<p id="ellipsis" style="width: 80px; overflow: hidden; white-space: nowrap; text-overflow: ellipsis">${long}</p>
       <div id="hidden" style="width: 80px; overflow: hidden"><span style="white-space: nowrap">${long}</span></div>
       <div id="short" style="width: 80px; height: 20px; overflow: hidden">${long}</div>
       <p id="clamp" style="width: 80px; display: -webkit-box; -webkit-box-orient: vertical; -webkit-line-clamp: 2; overflow: hidden">${long}</p>`,
    );
    expect((await textCutOff(page)).sort()).toEqual([`div#hidden > span: ${long}`, `div#short: ${long}`, `p#clamp: ${long}`, `p#ellipsis: ${long}`]);
  });

  test("leaves alone text that fits or wraps, a scrolling box, screen-reader text, a closed menu and a truncation marked on purpose", async ({ page }) => {
    await show(
      page,
      "fr",
      `<p style="width: 80px; overflow: hidden">Ajouter un vol long de plusieurs mots</p>
       <div style="width: 80px; overflow-x: auto"><span style="white-space: nowrap">Tableau de bord des statistiques</span></div>
       <span style="position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap">Menu du compte de</span>
       <a href="#main" style="position: absolute; width: 1px; height: 1px; padding: 8px 16px; overflow: hidden; clip-path: inset(50%); white-space: nowrap">Aller au contenu</a>
       <details><summary>Menu</summary><p style="width: 10px; overflow: hidden; white-space: nowrap">Se déconnecter maintenant</p></details>
       <span data-truncates="a name the traveller typed" title="Un nom très long saisi par la voyageuse" style="display: block; width: 80px; overflow: hidden; white-space: nowrap; text-overflow: ellipsis">Un nom très long saisi par la voyageuse</span>`,
    );
    expect(await textCutOff(page)).toEqual([]);
  });

  test("names a drop-down narrower than its chosen option and an empty field narrower than its placeholder", async ({ page }) => {
    await show(
      page,
      "es",
      `<select id="narrow" style="width: 90px"><option>Sí</option><option selected>Económica premium de larga distancia</option></select>
       <input id="short" style="width: 90px" placeholder="Buscar por nombre del aeropuerto">`,
    );
    expect((await textCutOff(page)).sort()).toEqual(["input#short: Buscar por nombre del aeropuerto", "select#narrow: Económica premium de larga distancia"]);
  });

  test("leaves alone a drop-down whose chosen option fits, and a field holding a value", async ({ page }) => {
    await show(
      page,
      "es",
      `<select style="width: 90px"><option selected>Sí</option><option>Económica premium de larga distancia</option></select>
       <select><option>Económica premium de larga distancia</option></select>
       <input style="width: 90px" placeholder="Buscar por nombre del aeropuerto" value="MAD">
       <input style="width: 360px" placeholder="Buscar por nombre del aeropuerto">`,
    );
    expect(await textCutOff(page)).toEqual([]);
  });

  test("a truncation marked without its reason, or without a title holding the whole text, still counts", async ({ page }) => {
    const style = "display: block; width: 80px; overflow: hidden; white-space: nowrap; text-overflow: ellipsis";
    await show(
      page,
      "fr",
      `<span id="no-reason" data-truncates="" title="Un nom très long" style="${style}">Un nom très long saisi</span>
       <span id="no-title" data-truncates="a name" style="${style}">Un autre nom très long</span>`,
    );
    expect((await textCutOff(page)).sort()).toEqual(["span#no-reason: Un nom très long saisi", "span#no-title: Un autre nom très long"]);
  });
});

test.describe("no English left", () => {
  const nav = `<nav aria-label="Navigation principale"><a href="/">Tableau de bord</a> <a href="/flights">Vols</a></nav>`;

  test("a French page of French words passes; the words French writes as English are not English left", async ({ page }) => {
    await show(page, "fr", `${nav}<p>Contrail</p><p>Zurich Airport</p>`);
    await expectNoEnglishLeft(page, ["Shell"]);
  });

  for (const [where, body] of [
    ["a label of its own", `${nav}<a href="/trips">Trips</a>`],
    ["a phrase inside a sentence", `${nav}<p>Vous pouvez Add flight ici</p>`],
    ["a phrase split over elements", `${nav}<p>Sign <b>out</b></p>`],
    ["an attribute", `<nav aria-label="Main"><a href="/">Tableau de bord</a></nav>`],
    ["a closed menu", `${nav}<details><summary>Menu</summary><button>Stay signed in</button></details>`],
    ["screen-reader text", `${nav}<span style="position: absolute; width: 1px; height: 1px; overflow: hidden">Account menu for</span>`],
  ] as const) {
    test(`English in ${where} is named`, async ({ page }) => {
      await show(page, "fr", body);
      await expect(expectNoEnglishLeft(page, ["Shell"])).rejects.toThrow(/English left on the fr page/);
    });
  }

  test("the same words in a Spanish page count too, but not inside a word or in text excepted as lib's", async ({ page }) => {
    await show(page, "es", `<p>Paneles</p><p>Themes</p><p class="lib">Dashboard</p>`);
    await expectNoEnglishLeft(page, ["Shell"], { except: { selector: ".lib", reason: "lib's diagnosis" } });
    await show(page, "es", `<p>Dashboard</p>`);
    await expect(expectNoEnglishLeft(page, ["Shell"])).rejects.toThrow(/English left on the es page/);
  });
});
