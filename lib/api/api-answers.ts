import { z } from "zod";
import { flightBodySchema } from "@/lib/flights/flight-body";
import { statsSchema } from "@/lib/stats/stats-body";
import { successBodySchema } from "./contract-body";

/**
 * The success bodies of /api (docs/contract/interface.md, decisions.md "Further operations"). Handlers type what they
 * return with PayloadOf<typeof …> (lib/api/contract-body.ts), and the API description is generated from the same schemas.
 */
export const statsAnswerSchema = successBodySchema({ stats: statsSchema });
export const flightAnswerSchema = successBodySchema({ flight: flightBodySchema });
export const flightListAnswerSchema = successBodySchema({
  flights: z.array(flightBodySchema).meta({ description: "newest first: by departure, or the start of the date at the origin, then id, descending" }),
});
export const savedAnswerSchema = successBodySchema({ id: z.int().meta({ description: "the flight's id" }) });
export const deletedAnswerSchema = successBodySchema({});
