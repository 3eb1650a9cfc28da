/**
 * The API descriptions as files, from lib/api/openapi/documents.ts (both built from lib/api/openapi/operations.ts):
 *   tsx scripts/openapi.ts json <folder>   api.json (/api) and airtrail-api.json (/airtrail/api); npm run lint:openapi lints them
 *   tsx scripts/openapi.ts types           regenerates test/openapi/api-types.generated.ts (openapi-typescript)
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { airtrailOpenApiDocument, openApiDocument } from "@/lib/api/openapi/documents";
import { apiTypesSource, API_TYPES_FILE } from "./openapi-types-source";

const DOCUMENT_FILES = { "api.json": openApiDocument, "airtrail-api.json": airtrailOpenApiDocument };

async function main(): Promise<void> {
  const [command, folder] = process.argv.slice(2);
  if (command === "json" && folder) {
    mkdirSync(folder, { recursive: true });
    for (const [file, document] of Object.entries(DOCUMENT_FILES)) writeFileSync(path.join(folder, file), `${JSON.stringify(document, null, 2)}\n`);
  } else if (command === "types") {
    writeFileSync(API_TYPES_FILE, await apiTypesSource());
  } else {
    console.error("usage: tsx scripts/openapi.ts json <folder> | types");
    process.exit(2);
  }
}

void main();
