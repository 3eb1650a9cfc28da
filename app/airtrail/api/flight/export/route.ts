import { airtrailErrorBody } from "@/lib/api/airtrail/shapes";
import { routeMethods } from "@/lib/api/route-methods";
import { exportRouteWith } from "@/lib/export/export-route";

export const dynamic = "force-dynamic";

// /api's export (Contrail's JSON or CSV), with AirTrail's error bodies.
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = routeMethods({ GET: exportRouteWith(airtrailErrorBody) }, airtrailErrorBody);
