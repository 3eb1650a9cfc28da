/** The key that makes usernames unique regardless of case (User.usernameKey): what sign-in and sign-up look up. */
export function usernameKeyOf(username: string): string {
  return username.trim().toLowerCase();
}
