/**
 * A password sign-in through next-auth over HTTP, as the sign-in page does it: a CSRF token first, then the
 * credentials callback. Answers null when signed in, else the error the app gave (the sign-in page's message).
 */
export async function signInError(baseUrl: string, username: string, password: string, headers: Record<string, string> = {}): Promise<string | null> {
  const csrf = await fetch(`${baseUrl}/api/auth/csrf`, { headers });
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const cookie = csrf.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");
  const res = await fetch(`${baseUrl}/api/auth/callback/credentials`, {
    method: "POST",
    redirect: "manual",
    headers: { ...headers, cookie, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ csrfToken, username, password, json: "true" }),
  });
  const { url } = (await res.json()) as { url: string };
  return new URL(url).searchParams.get("error");
}

/** Signs in with a password as signInError does; answers the session cookie (a Cookie header), or throws. */
export async function signInCookie(baseUrl: string, username: string, password: string): Promise<string> {
  const csrf = await fetch(`${baseUrl}/api/auth/csrf`);
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const res = await fetch(`${baseUrl}/api/auth/callback/credentials`, {
    method: "POST",
    redirect: "manual",
    headers: { cookie: cookiesOf(csrf), "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ csrfToken, username, password, json: "true" }),
  });
  await res.arrayBuffer();
  const session = cookiesOf(res)
    .split("; ")
    .filter((cookie) => cookie.includes("session-token="));
  if (session.length === 0) throw new Error(`${username} could not sign in (${res.status})`);
  return session.join("; ");
}

/** The cookies an answer sets, as a Cookie header. */
export function cookiesOf(res: Response): string {
  return res.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");
}
