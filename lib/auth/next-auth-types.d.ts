// The token and the session carry the user's id, session version and last proof of identity (session-claims.ts);
// everything else (role, names) is read from the database per request.
import "next-auth";
import "next-auth/jwt";

declare module "next-auth" {
  interface Session {
    user: { id: string };
    sessionVersion?: number;
    authTime?: number;
  }
  interface User {
    sessionVersion?: number;
  }
}

declare module "next-auth/jwt" {
  interface JWT {
    sv?: number;
    authTime?: number;
  }
}
