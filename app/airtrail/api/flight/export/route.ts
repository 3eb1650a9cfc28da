import { airtrailErrorBody } from "@/lib/api/airtrail/shapes";
import { routeMethods } from "@/lib/api/transport/route-methods";
import { exportRouteWith } from "@/lib/export/export-route";
import { parseAirtrailExportFormat } from "@/lib/export/export-request";

export const dynamic = "force-dynamic";

// /api's export in AirTrail's backup format (as AirTrail's own export answers), with AirTrail's error bodies.
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = routeMethods({ GET: exportRouteWith(airtrailErrorBody, parseAirtrailExportFormat) }, airtrailErrorBody);
