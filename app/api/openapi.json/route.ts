import { publicApiRoute } from "@/lib/api/transport/api-route";
import { openApiDocument } from "@/lib/api/openapi/documents";
import { routeMethods } from "@/lib/api/transport/route-methods";

// The API description is public: it holds no data, only the contract.
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = routeMethods({
  GET: publicApiRoute(async () => openApiDocument),
});
