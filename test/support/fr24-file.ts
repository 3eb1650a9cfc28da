import { createWriteStream } from "node:fs";
import { once } from "node:events";
import { AIRCRAFT_FIXTURES, AIRLINE_FIXTURES, AIRPORT_FIXTURES } from "@/test/support/fixtures";
import { Random } from "@/lib/random";

const HEADER = "Date,Flight number,From,To,Dep time,Arr time,Duration,Airline,Aircraft,Registration,Seat number,Seat type,Flight class,Flight reason,Note,Dep_id,Arr_id,Airline_id,Aircraft_id";

const pad = (n: number) => String(n).padStart(2, "0");

/**
 * A myFlightradar24 CSV of `rows` generated flights between the fixture airports, the same file on every run:
 * the import benchmark's input and the concurrent-import tests' large file.
 */
export async function writeFr24File(file: string, rows: number): Promise<void> {
  // a fixed seed, so every run imports the same file
  const random = new Random(42);
  const airports = Object.values(AIRPORT_FIXTURES).filter((a) => a.iata && a.icao);
  const airlines = Object.values(AIRLINE_FIXTURES);
  const aircraft = Object.values(AIRCRAFT_FIXTURES);
  const out = createWriteStream(file);
  const write = async (line: string) => {
    if (!out.write(`${line}\r\n`)) await once(out, "drain");
  };
  await write(HEADER);
  for (let i = 0; i < rows; i++) {
    const from = random.pick(airports);
    let to = random.pick(airports);
    while (to === from) to = random.pick(airports);
    const airline = random.pick(airlines);
    const type = random.pick(aircraft);
    const year = 1990 + Math.floor(random.next() * 35);
    const date = `${year}-${pad(1 + Math.floor(random.next() * 12))}-${pad(1 + Math.floor(random.next() * 28))}`;
    // a full hour between 04:00 and 22:00 never falls in a daylight-saving gap
    const dep = `${pad(4 + Math.floor(random.next() * 18))}:${pad(Math.floor(random.next() * 60))}:00`;
    const minutes = 45 + Math.floor(random.next() * 900);
    const arrHour = (Number(dep.slice(0, 2)) + Math.floor(minutes / 60)) % 24;
    const arr = `${pad(arrHour)}:${dep.slice(3, 5)}:00`;
    const duration = `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}:00`;
    const note = i % 10 === 0 ? `"Row ${i}, with a comma and ""quotes"""` : "";
    await write(
      [
        date,
        `${airline.iata}${1 + Math.floor(random.next() * 9000)}`,
        `${from.municipality} / ${from.name} (${from.iata}/${from.icao})`,
        `${to.municipality} / ${to.name} (${to.iata}/${to.icao})`,
        dep,
        arr,
        duration,
        `${airline.name} (${airline.iata}/${airline.icao})`,
        `${type.name} (${type.icao})`,
        `HB-${String.fromCharCode(65 + (i % 26))}${String.fromCharCode(65 + ((i >> 5) % 26))}A`,
        `${1 + (i % 40)}${"ABCDEF"[i % 6]}`,
        String(i % 4),
        String(1 + (i % 5)),
        String(i % 5),
        note,
        "1",
        "2",
        "3",
        "4",
      ]
        .map((cell) => (cell.includes(",") && !cell.startsWith('"') ? `"${cell}"` : cell))
        .join(","),
    );
  }
  out.end();
  await once(out, "finish");
}
