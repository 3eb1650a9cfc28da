import { appendFileSync } from "node:fs";
import { afterAll, inject } from "vitest";
import { validatedResponses } from "./openapi-responses";

// Each test file runs in its own process: it adds the answers it checked, per base path, to the run's tally (global-setup.ts).
afterAll(() => {
  appendFileSync(inject("contract").validatedResponsesLog, `${JSON.stringify(validatedResponses())}\n`);
});
