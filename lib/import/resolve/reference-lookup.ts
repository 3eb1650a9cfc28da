import type { Db } from "@/lib/db/client";
import type { Aircraft, Airline, Airport } from "@/lib/db/prisma";
import { findAircraftByCode } from "@/lib/reference/find-aircraft";
import { findAirlineByCode } from "@/lib/reference/find-airline";
import { findAirportByCode } from "@/lib/reference/find-airport";
import { bundledFirst, visibleReferenceWhere } from "@/lib/reference/visibility";
import type { AircraftRef, AirlineRef, AirportRef } from "../import-row";
import { customEntities, type CustomEntities } from "./custom-entities";
import { cachedAnswer } from "./name-cache";
import type { CodeMapping, MappingTarget } from "../import-options";

/**
 * Names in a file → reference rows, for one import. Every distinct name is looked up once (the answers are cached, up
 * to a bound: name-cache.ts),
 * so a 50,000-row file costs a few hundred queries. Order: the user's mapping, then the codes, then the name,
 * then (for entries the file describes in full) an existing or new custom entry. Only the reference rows the
 * importing user may use are candidates (lib/reference/visibility.ts); new custom entries are theirs.
 */

export type AirportRow = Pick<Airport, "id" | "icao" | "iata" | "name" | "lat" | "lon" | "tz">;
export type AirlineRow = Pick<Airline, "id" | "icao" | "iata" | "name">;
export type AircraftRow = Pick<Aircraft, "id" | "icao" | "name">;

/** A looked-up name: the row, "none" (mapped to leave the field empty) or unknown. */
export type Found<T> = { kind: "found"; row: T } | { kind: "none" } | { kind: "unknown" };

const AIRLINE_SELECT = { id: true, icao: true, iata: true, name: true, active: true, custom: true } as const;
type AirlineCandidate = AirlineRow & { active: boolean; custom: boolean };

function nameKey(name: string): string {
  return name.normalize("NFKD").replace(/[\u0300-\u036f]/g, "").toLowerCase().replace(/[^a-z0-9]+/g, " ").trim();
}

export class ReferenceLookup {
  private readonly airports = new Map<string, Promise<Found<AirportRow>>>();
  private readonly airlines = new Map<string, Promise<Found<AirlineRow>>>();
  private readonly aircraftTypes = new Map<string, Promise<Found<AircraftRow>>>();
  private airlineNames: Promise<Map<string, AirlineCandidate[]>> | null = null;
  private aircraftNames: Promise<Map<string, AircraftRow>> | null = null;
  readonly custom: CustomEntities;

  private readonly viewer: string;
  private readonly visible: ReturnType<typeof visibleReferenceWhere>;

  constructor(
    private readonly db: Db,
    private readonly mapping: CodeMapping,
    options: { dryRun: boolean; importer: string },
  ) {
    this.viewer = options.importer;
    this.visible = visibleReferenceWhere(options.importer);
    this.custom = customEntities(db, options.importer, options.dryRun);
  }

  airport(ref: AirportRef): Promise<Found<AirportRow>> {
    const cacheKey = `${ref.key}|${ref.ident ?? ""}|${ref.icao ?? ""}|${ref.iata ?? ""}|${ref.custom ? JSON.stringify(ref.custom) : ""}`;
    return cachedAnswer(this.airports, cacheKey, () => this.findAirport(ref));
  }

  airline(ref: AirlineRef): Promise<Found<AirlineRow>> {
    const cacheKey = `${ref.key}|${ref.icao ?? ""}|${ref.iata ?? ""}|${ref.name ?? ""}|${ref.custom ? JSON.stringify(ref.custom) : ""}`;
    return cachedAnswer(this.airlines, cacheKey, () => this.findAirline(ref));
  }

  aircraft(ref: AircraftRef): Promise<Found<AircraftRow>> {
    const cacheKey = `${ref.key}|${ref.icao ?? ""}|${ref.name ?? ""}|${ref.custom ? JSON.stringify(ref.custom) : ""}`;
    return cachedAnswer(this.aircraftTypes, cacheKey, () => this.findAircraft(ref));
  }

  // ---- airports

  private async findAirport(ref: AirportRef): Promise<Found<AirportRow>> {
    const mapped = mappingFor(this.mapping.airports, ref.key, ref.icao, ref.iata);
    if (mapped !== undefined) return mapped === null ? { kind: "unknown" } : this.airportByTarget(mapped);
    if (ref.ident) {
      const row = await this.db.airport.findFirst({ where: { ident: ref.ident, ...this.visible } });
      // the ident only counts when the codes still agree (a refresh may have moved a code)
      if (row && (!ref.icao || row.icao === ref.icao) && (!ref.iata || row.iata === ref.iata)) return { kind: "found", row };
    }
    if (ref.custom) {
      const row = await this.custom.airport(ref.custom);
      return { kind: "found", row };
    }
    for (const code of [ref.icao, ref.iata]) {
      if (!code) continue;
      const row = await findAirportByCode(this.db, code, this.viewer);
      if (row) return { kind: "found", row };
    }
    return { kind: "unknown" };
  }

  /** A mapping target: an airport id, or an ICAO / IATA code. */
  async airportByTarget(target: MappingTarget): Promise<Found<AirportRow>> {
    if (target === null) return { kind: "unknown" };
    const row =
      typeof target === "number"
        ? await this.db.airport.findFirst({ where: { id: target, ...this.visible } })
        : await findAirportByCode(this.db, target, this.viewer);
    return row ? { kind: "found", row } : { kind: "unknown" };
  }

  // ---- airlines

  private async findAirline(ref: AirlineRef): Promise<Found<AirlineRow>> {
    const mapped = mappingFor(this.mapping.airlines, ref.key, ref.icao, ref.iata, ref.name);
    if (mapped !== undefined) return this.airlineByTarget(mapped);
    if (ref.custom) return { kind: "found", row: await this.custom.airline(ref.custom) };
    const wantedName = ref.name ? nameKey(ref.name) : null;
    if (ref.icao) {
      const rows = await this.db.airline.findMany({ where: { icao: ref.icao, ...this.visible }, select: AIRLINE_SELECT, orderBy: { id: "asc" } });
      const best = pickAirline(rows, wantedName, ref.iata);
      if (best) return { kind: "found", row: best };
    }
    if (wantedName) {
      const rows = (await this.airlineNameIndex()).get(wantedName) ?? [];
      const best = pickAirline(rows, wantedName, ref.iata);
      if (best) return { kind: "found", row: best };
    }
    if (ref.iata) {
      const rows = await this.db.airline.findMany({ where: { iata: ref.iata, ...this.visible }, select: AIRLINE_SELECT, orderBy: { id: "asc" } });
      const best = pickAirline(rows, wantedName, null);
      if (best) return { kind: "found", row: best };
    }
    return { kind: "unknown" };
  }

  /** A mapping target: an airline id, an ICAO / IATA code, or null for "no airline". */
  async airlineByTarget(target: MappingTarget): Promise<Found<AirlineRow>> {
    if (target === null) return { kind: "none" };
    if (typeof target === "number") {
      const row = await this.db.airline.findFirst({ where: { id: target, ...this.visible }, select: AIRLINE_SELECT });
      return row ? { kind: "found", row } : { kind: "unknown" };
    }
    const row = await findAirlineByCode(this.db, target, this.viewer);
    return row ? { kind: "found", row } : { kind: "unknown" };
  }

  private airlineNameIndex(): Promise<Map<string, AirlineCandidate[]>> {
    this.airlineNames ??= this.db.airline.findMany({ where: this.visible, select: AIRLINE_SELECT, orderBy: { id: "asc" } }).then((rows) => {
      const index = new Map<string, AirlineCandidate[]>();
      for (const row of rows) {
        const key = nameKey(row.name);
        index.set(key, [...(index.get(key) ?? []), row]);
      }
      return index;
    });
    return this.airlineNames;
  }

  // ---- aircraft

  private async findAircraft(ref: AircraftRef): Promise<Found<AircraftRow>> {
    const mapped = mappingFor(this.mapping.aircraft, ref.key, ref.icao, ref.name);
    if (mapped !== undefined) return this.aircraftByTarget(mapped);
    if (ref.custom) return { kind: "found", row: await this.custom.aircraft(ref.custom) };
    // a bare "A320" in a name column is the type designator itself
    const codes = [ref.icao, ref.name && /^[A-Za-z][A-Za-z0-9]{1,3}$/.test(ref.name) ? ref.name.toUpperCase() : null];
    for (const code of codes) {
      if (!code) continue;
      const row = await findAircraftByCode(this.db, code, this.viewer);
      if (row) return { kind: "found", row };
    }
    if (ref.name) {
      const row = byName(await this.aircraftNameIndex(), nameKey(ref.name));
      if (row) return { kind: "found", row };
    }
    return { kind: "unknown" };
  }

  /** A mapping target: an aircraft id, an ICAO type designator, or null for "no aircraft". */
  async aircraftByTarget(target: MappingTarget): Promise<Found<AircraftRow>> {
    if (target === null) return { kind: "none" };
    const row =
      typeof target === "number"
        ? await this.db.aircraft.findFirst({ where: { id: target, ...this.visible }, select: { id: true, icao: true, name: true } })
        : await findAircraftByCode(this.db, target, this.viewer);
    return row ? { kind: "found", row } : { kind: "unknown" };
  }

  private aircraftNameIndex(): Promise<Map<string, AircraftRow>> {
    this.aircraftNames ??= this.db.aircraft.findMany({ where: this.visible, select: { id: true, icao: true, name: true }, orderBy: [{ custom: "asc" }, { id: "asc" }] }).then((rows) => {
      // bundled types come first, so a bundled type keeps its name
      const index = new Map<string, AircraftRow>();
      for (const row of rows) if (!index.has(nameKey(row.name))) index.set(nameKey(row.name), row);
      return index;
    });
    return this.aircraftNames;
  }
}

/**
 * An aircraft type by name: the same name, or the longest type name the file's name starts with ("Boeing 787-9
 * Dreamliner" is a "Boeing 787-9"), provided no other type name of that length fits too.
 */
function byName(index: Map<string, AircraftRow>, wanted: string): AircraftRow | null {
  const exact = index.get(wanted);
  if (exact) return exact;
  let best: { length: number; row: AircraftRow; ambiguous: boolean } | null = null;
  for (const [name, row] of index) {
    if (!wanted.startsWith(`${name} `)) continue;
    if (!best || name.length > best.length) best = { length: name.length, row, ambiguous: false };
    else if (name.length === best.length && row.id !== best.row.id) best.ambiguous = true;
  }
  return best && !best.ambiguous ? best.row : null;
}

/** The mapping entry for a name, tried under its key and its codes; undefined when the mapping says nothing. */
function mappingFor(map: Record<string, MappingTarget> | undefined, ...names: (string | null | undefined)[]): MappingTarget | undefined {
  if (!map) return undefined;
  for (const name of names) {
    if (name && Object.prototype.hasOwnProperty.call(map, name)) return map[name];
  }
  return undefined;
}

/**
 * Among airlines sharing a code or name: bundled ones when there are any (a custom airline never takes a bundled
 * one's code), of those the one with the file's name, then the file's IATA code, then an active one, the oldest.
 */
function pickAirline(rows: AirlineCandidate[], wantedName: string | null, iata: string | null): AirlineRow | null {
  if (rows.length === 0) return null;
  const score = (row: AirlineCandidate) => (wantedName && nameKey(row.name) === wantedName ? 16 : 0) + (iata && row.iata === iata ? 8 : 0) + (row.active ? 1 : 0);
  const best = bundledFirst(rows).sort((a, b) => score(b) - score(a) || a.id - b.id)[0]!;
  return { id: best.id, icao: best.icao, iata: best.iata, name: best.name };
}
