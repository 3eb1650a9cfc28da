import { routeMethods } from "@/lib/api/transport/route-methods";
import { exportRoute } from "@/lib/export/export-route";

export const dynamic = "force-dynamic";

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = routeMethods({ GET: exportRoute });
