import { z } from "zod";
import { flightBodySchema } from "@/lib/flights/flight-body";
import { periodSchema, rangedBreakdownSchema, rangedTotalsSchema, statsBreakdownSchema } from "@/lib/stats/breakdown/breakdown-body";
import { statsSchema } from "@/lib/stats/stats-body";
import { successBodySchema } from "@/lib/api/transport/contract-body";

/**
 * The success bodies of /api (docs/contract/interface.md, decisions.md "Further operations"). Handlers type what they
 * return with PayloadOf<typeof …> (lib/api/transport/contract-body.ts), and the API description is generated from the same schemas.
 */
export const statsAnswerSchema = successBodySchema({ stats: statsSchema });
export const statsBreakdownAnswerSchema = successBodySchema({ breakdown: statsBreakdownSchema });
/** /api/stats/breakdown with a period (year, range, since/until): the dashboard's figures for that period. */
export const rangedStatsBreakdownAnswerSchema = successBodySchema({ period: periodSchema, totals: rangedTotalsSchema, breakdown: rangedBreakdownSchema });
export const flightAnswerSchema = successBodySchema({ flight: flightBodySchema });
export const flightListAnswerSchema = successBodySchema({
  flights: z.array(flightBodySchema).meta({ description: "newest first: by departure, or the start of the date at the origin, then id, descending" }),
});
/** The change feed's fields of /api/flight/list?since= (and AirTrail's), around the same `flights` (lib/flights/change-feed.ts). */
export const changeFeedFields = {
  cursor: z.iso.datetime({ offset: true }).meta({
    description: "pass it as `since` next time: every change committed after this answer was read is at or after it (a change may come twice)",
  }),
  deleted: z.array(z.int()).meta({ description: "ids of flights deleted, or no longer visible in the scope, since `since`; ascending" }),
};
export const flightChangesAnswerSchema = successBodySchema({
  ...changeFeedFields,
  flights: z.array(flightBodySchema).meta({ description: "the flights in the scope changed since `since` (any write to the flight or its seats), newest first" }),
});
export const savedAnswerSchema = successBodySchema({ id: z.int().meta({ description: "the flight's id" }) });
export const deletedAnswerSchema = successBodySchema({});
