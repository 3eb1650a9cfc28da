import { notFoundMethods } from "@/lib/api/transport/route-methods";

// Any /api path no other route answers: 404 JSON for every method, key or no key (routing comes before authentication).
export const dynamic = "force-dynamic";

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = notFoundMethods<{ path?: string[] }>();
