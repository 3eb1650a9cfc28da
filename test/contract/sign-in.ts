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
