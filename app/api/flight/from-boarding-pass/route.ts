import { boardingPassAnswerSchema, parseBoardingPassBody } from "@/lib/api/schemas/boarding-pass-body";
import { apiRoute } from "@/lib/api/transport/api-route";
import type { PayloadOf } from "@/lib/api/transport/contract-body";
import { readJsonBody } from "@/lib/api/transport/read-json-body";
import { routeMethods } from "@/lib/api/transport/route-methods";
import { logBoardingPass } from "@/lib/capture/boarding-pass-api/log-boarding-pass";

export const dynamic = "force-dynamic";

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = routeMethods({
  POST: apiRoute(async ({ db, principal, request }) => {
    const body = parseBoardingPassBody(await readJsonBody(request));
    return (await logBoardingPass(db, principal, body)) satisfies PayloadOf<typeof boardingPassAnswerSchema>;
  }),
});
