import NextAuth from "next-auth";
import type { NextRequest } from "next/server";
import { getAuthOptions } from "@/lib/auth/auth-options";

export const dynamic = "force-dynamic";

type Context = { params: Promise<{ nextauth: string[] }> };

// The options are built per request because the signing secret may have to be read from the database first.
async function handler(request: NextRequest, context: Context): Promise<Response> {
  return NextAuth(request, context, await getAuthOptions()) as Promise<Response>;
}

export { handler as GET, handler as POST };
