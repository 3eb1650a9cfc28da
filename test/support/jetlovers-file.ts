import { writeFile } from "node:fs/promises";

const HEADER = "id,date,from,to,miles,airline,flightnum,aircraft,aircraft_reg,class,reason,seat_type,seat";

/**
 * A JetLovers CSV of `rows` flights on one route (ZRH → LHR) and one day, each with its own flight number: none is a
 * duplicate of another, and every row is checked against all earlier rows of the same route and day. The import
 * benchmark's and the import event-loop test's input.
 */
export async function writeSameRouteDayJetLoversFile(file: string, rows: number): Promise<void> {
  const lines = [HEADER];
  for (let i = 0; i < rows; i++) lines.push(`${700_000 + i},2024-03-31,ZRH,LHR,490,Swiss International Air Lines,LX${i + 1},Airbus A320,,Y,B,W,`);
  await writeFile(file, `${lines.join("\n")}\n`);
}
