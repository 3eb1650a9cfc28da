/** Where `npm start` listens: PORT (lib/config/index.ts), on this machine. */
export function demoUrl(port: number): string {
  return `http://localhost:${port}`;
}

/** The demo accounts and where to use them, printed before the build and again once the server is about to start. */
export function demoBanner(users: readonly { username: string; role: string }[], password: string, url: string): string {
  return [
    `Demo sign-in at ${url} (password for every account: ${password}):`,
    ...users.map((user) => `  ${user.username.padEnd(8)} ${user.role}`),
  ].join("\n");
}
