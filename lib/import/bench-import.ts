/**
 * Import benchmark: writes a myFlightradar24 CSV of N rows (default 50,000), imports it into a fresh database and
 * reports the time and the peak memory (resident set size) of the process.
 *   npx tsx --conditions=react-server lib/import/bench-import.ts [rows]
 * SQLite by default; TEST_DATABASE_URL=postgres://… runs it on a fresh PostgreSQL database.
 * Target: 50,000 rows in ≤ 30 s with memory under 500 MB.
 */
import { createWriteStream } from "node:fs";
import { mkdtemp, rm, stat } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { once } from "node:events";
import { createTestDb } from "@/lib/db/test-db";
import { dialectOf } from "@/lib/db/client";
import { AIRCRAFT_FIXTURES, AIRLINE_FIXTURES, AIRPORT_FIXTURES, createUser, seedReferenceFixtures } from "@/lib/testing/fixtures";
import { Random } from "@/lib/testing/random";
import { runImport } from "./write-import";

const HEADER = "Date,Flight number,From,To,Dep time,Arr time,Duration,Airline,Aircraft,Registration,Seat number,Seat type,Flight class,Flight reason,Note,Dep_id,Arr_id,Airline_id,Aircraft_id";

const pad = (n: number) => String(n).padStart(2, "0");

async function writeFile(file: string, rows: number): Promise<void> {
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

export async function writeBenchFile(file: string, rows: number): Promise<void> {
  await writeFile(file, rows);
}

async function main(): Promise<void> {
  const rows = Number(process.argv[2] ?? 50_000);
  const dir = await mkdtemp(path.join(os.tmpdir(), "contrail-bench-"));
  const file = path.join(dir, "fr24.csv");
  await writeFile(file, rows);
  const size = (await stat(file)).size;

  const test = await createTestDb();
  let peakRss = process.memoryUsage().rss;
  let peakHeap = 0;
  const sampler = setInterval(() => {
    const usage = process.memoryUsage();
    peakRss = Math.max(peakRss, usage.rss);
    peakHeap = Math.max(peakHeap, usage.heapUsed);
  }, 50);
  try {
    await seedReferenceFixtures(test.db);
    const user = await createUser(test.db, { username: "bench" });
    const baselineRss = process.memoryUsage().rss;
    const started = performance.now();
    let checked = 0;
    const report = await runImport(test.db, {
      format: "fr24",
      path: file,
      principal: user.principal,
      onProgress: (p) => {
        if (p.phase === "importing" && checked === 0) checked = performance.now();
      },
    });
    const seconds = (performance.now() - started) / 1000;
    peakRss = Math.max(peakRss, process.memoryUsage().rss, process.resourceUsage().maxRSS * 1024);
    const stored = await test.db.flight.count();
    console.log(
      JSON.stringify(
        {
          database: dialectOf(test.db),
          rows,
          fileMB: Math.round((size / 1024 / 1024) * 10) / 10,
          imported: report.imported,
          duplicates: report.duplicates,
          skipped: report.skipped.length,
          storedFlights: stored,
          checkingSeconds: Math.round(((checked - started) / 1000) * 10) / 10,
          totalSeconds: Math.round(seconds * 10) / 10,
          rowsPerSecond: Math.round(rows / seconds),
          baselineRssMB: Math.round(baselineRss / 1024 / 1024),
          peakRssMB: Math.round(peakRss / 1024 / 1024),
          peakHeapUsedMB: Math.round(peakHeap / 1024 / 1024),
        },
        null,
        2,
      ),
    );
  } finally {
    clearInterval(sampler);
    await test.cleanup();
    await rm(dir, { recursive: true, force: true });
  }
}

if (process.argv[1]?.endsWith("bench-import.ts")) main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
