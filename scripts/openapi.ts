/**
 * The API description as files, from lib/api/openapi-document.ts:
 *   tsx scripts/openapi.ts json <file>   the OpenAPI document (npm run lint:openapi lints it)
 *   tsx scripts/openapi.ts types         regenerates test/openapi/api-types.generated.ts (openapi-typescript)
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { openApiDocument } from "@/lib/api/openapi-document";
import { apiTypesSource, API_TYPES_FILE } from "./openapi-types-source";

async function main(): Promise<void> {
  const [command, file] = process.argv.slice(2);
  if (command === "json" && file) {
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, `${JSON.stringify(openApiDocument, null, 2)}\n`);
  } else if (command === "types") {
    writeFileSync(API_TYPES_FILE, await apiTypesSource());
  } else {
    console.error("usage: tsx scripts/openapi.ts json <file> | types");
    process.exit(2);
  }
}

void main();
