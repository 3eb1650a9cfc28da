import { airtrailErrorBody } from "@/lib/api/airtrail/shapes";
import { notFoundMethods } from "@/lib/api/transport/route-methods";

// Any /airtrail/api path no other route answers: 404 JSON for every method, key or no key, in AirTrail's error body.
export const dynamic = "force-dynamic";

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = notFoundMethods<{ path?: string[] }>(airtrailErrorBody);
