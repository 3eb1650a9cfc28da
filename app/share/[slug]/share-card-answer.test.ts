import { describe, expect, it } from "vitest";
import { shareCardHeaders, shareCardQuery } from "./share-card-answer";

const request = (query: string, acceptLanguage?: string) =>
  new Request(`http://localhost/share/abc/card.svg${query}`, { headers: acceptLanguage ? { "accept-language": acceptLanguage } : {} });

describe("a share card's query", () => {
  it("speaks the visitor's browser language unless ?lang= names one", () => {
    expect(shareCardQuery(request("", "de-AT,de;q=0.9,en;q=0.5"))).toEqual({ theme: "auto", locale: "de" });
    expect(shareCardQuery(request("?theme=dark"))).toEqual({ theme: "dark", locale: "en" });
    expect(shareCardQuery(request("?lang=fr", "de"))).toEqual({ theme: "auto", locale: "fr" });
  });

  it("answers 400 for a language or a theme that is not one", async () => {
    for (const query of ["?lang=xx", "?lang=", "?lang=DE", "?theme=sepia"]) {
      const answer = shareCardQuery(request(query, "de"));
      expect(answer, query).toBeInstanceOf(Response);
      expect((answer as Response).status).toBe(400);
    }
    expect(await (shareCardQuery(request("?lang=xx")) as Response).text()).toBe("lang must be one of en, de, fr, es\n");
  });

  it("is cached per Accept-Language: a cache never hands an English card to a German visitor", () => {
    expect(shareCardHeaders("image/png")).toMatchObject({ "cache-control": "public, max-age=300", vary: "Accept-Language" });
  });
});
