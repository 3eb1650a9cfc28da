import { airtrailOpenApiDocument } from "@/lib/api/openapi/documents";
import { airtrailErrorBody } from "@/lib/api/airtrail/shapes";
import { publicApiRoute } from "@/lib/api/transport/api-route";
import { routeMethods } from "@/lib/api/transport/route-methods";

// The API description is public: it holds no data, only the contract.
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = routeMethods(
  { GET: publicApiRoute(async () => airtrailOpenApiDocument, airtrailErrorBody) },
  airtrailErrorBody,
);
