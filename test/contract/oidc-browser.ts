/**
 * What a browser does in a single sign-on, over plain HTTP: cookies kept per origin, redirects followed, the
 * provider's login and consent forms submitted. Drives next-auth's OIDC flow without a browser.
 */
export class OidcBrowser {
  private readonly jars = new Map<string, Map<string, string>>();

  constructor(private readonly appUrl: string) {}

  /**
   * Signs in through the app's "oidc" provider as `login` (the provider's development login takes any password)
   * and answers where the app sent the browser at the end: "/" when signed in, "/signin?error=…" when not.
   */
  async signIn(login: string): Promise<URL> {
    const csrf = await this.request(`${this.appUrl}/api/auth/csrf`);
    const { csrfToken } = (await csrf.json()) as { csrfToken: string };
    let response = await this.request(`${this.appUrl}/api/auth/signin/oidc`, {
      method: "POST",
      form: { csrfToken, callbackUrl: `${this.appUrl}/`, json: "true" },
    });
    let url = new URL(((await response.json()) as { url: string }).url);
    for (let step = 0; step < 30; step++) {
      if (url.origin === this.appUrl && !url.pathname.startsWith("/api/auth/")) return url;
      response = await this.request(url.toString());
      const location = response.headers.get("location");
      if (location) {
        await response.arrayBuffer();
        url = new URL(location, url);
        continue;
      }
      const page = await response.text();
      if (response.status !== 200) throw new Error(`${url} answered ${response.status}: ${page.slice(0, 300)}`);
      url = await this.submitForm(url, page, login);
    }
    throw new Error("the sign-in did not end");
  }

  /** The session the app answers for this browser's cookies. */
  async session(): Promise<{ user?: { id: string } }> {
    return (await (await this.request(`${this.appUrl}/api/auth/session`)).json()) as { user?: { id: string } };
  }

  /** The provider's login or consent page: its form, filled in and sent; answers where it redirects. */
  private async submitForm(pageUrl: URL, page: string, login: string): Promise<URL> {
    const action = /<form[^>]*action="([^"]+)"/.exec(page)?.[1];
    const prompt = /name="prompt" value="([^"]+)"/.exec(page)?.[1];
    if (!action || !prompt) throw new Error(`${pageUrl} is no login or consent page: ${page.slice(0, 300)}`);
    const form: Record<string, string> = prompt === "login" ? { prompt, login, password: "any" } : { prompt };
    const response = await this.request(new URL(action, pageUrl).toString(), { method: "POST", form });
    await response.arrayBuffer();
    const location = response.headers.get("location");
    if (!location) throw new Error(`the ${prompt} form answered ${response.status} without a redirect`);
    return new URL(location, pageUrl);
  }

  private async request(url: string, options: { method?: string; form?: Record<string, string> } = {}): Promise<Response> {
    const origin = new URL(url).origin;
    const jar = this.jars.get(origin) ?? new Map<string, string>();
    this.jars.set(origin, jar);
    const headers: Record<string, string> = { cookie: [...jar].map(([name, value]) => `${name}=${value}`).join("; ") };
    if (options.form) headers["content-type"] = "application/x-www-form-urlencoded";
    const response = await fetch(url, {
      method: options.method ?? "GET",
      redirect: "manual",
      headers,
      body: options.form ? new URLSearchParams(options.form) : undefined,
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair = "", ...attributes] = line.split(";");
      const name = pair.slice(0, pair.indexOf("="));
      const expired = attributes.some((attribute) => /^\s*max-age=0\s*$/i.test(attribute) || /^\s*expires=Thu, 01 Jan 1970/i.test(attribute));
      if (expired) jar.delete(name);
      else jar.set(name, pair.slice(pair.indexOf("=") + 1));
    }
    return response;
  }
}
