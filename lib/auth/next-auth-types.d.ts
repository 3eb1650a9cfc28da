// The session carries only the user's id; everything else (role, names) is read from the database per request.
import "next-auth";

declare module "next-auth" {
  interface Session {
    user: { id: string };
  }
}
