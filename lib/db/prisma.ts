/**
 * The Prisma namespace (its types, and `Prisma.sql`, `join`, `raw`, `empty`, the error classes) and the model types,
 * for code that runs on either database: import them from here, never from a generated client.
 *
 * They are the SQLite client's, and right for both: the two clients are generated from one schema
 * (scripts/prisma-generate.ts), so their models and results are the same, and the SQLite client's inputs are the
 * PostgreSQL client's minus what only PostgreSQL has (`mode: "insensitive"`, `skipDuplicates`, field references in
 * `in`, isolation levels below Serializable): a query these types accept runs on both. prisma.test.ts fails when
 * the clients come to differ in anything else. The runtime values are the one `@prisma/client` runtime's, which both
 * clients import, so `instanceof Prisma.PrismaClientKnownRequestError` holds whichever client threw.
 */
export { Prisma } from "./generated/sqlite/client";
export type { Aircraft, Airline, Airport, Flight, ImportJob, Seat, User } from "./generated/sqlite/client";
