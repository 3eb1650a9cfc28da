import { inject } from "vitest";
import type { ContractSeed } from "./seed";

/** What the contract tests' global setup hands to every test file. */
export interface ContractContext {
  baseUrl: string;
  databaseUrl: string;
  seed: ContractSeed;
  /** a file each test file adds the number of answers it checked against the OpenAPI document to */
  validatedResponsesLog: string;
}

declare module "vitest" {
  export interface ProvidedContext {
    contract: ContractContext;
  }
}

export function contractContext(): ContractContext {
  const context = inject("contract");
  if (!context) throw new Error("contract tests run with: npx vitest run -c vitest.contract.config.ts");
  return context;
}
