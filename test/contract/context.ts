import { inject } from "vitest";
import type { ContractSeed } from "./seed";

/** What the contract tests' global setup hands to every test file. */
export interface ContractContext {
  baseUrl: string;
  /**
   * One server's own address: baseUrl itself, or, when the suite runs through nginx (CONTRAIL_CONTRACT_CLUSTER=1),
   * one instance's. For the few requests nginx answers itself and never forwards (a path it cannot decode or that
   * holds %00: its 400; TRACE: its 405): what the server does with them is still the contract.
   */
  instanceUrl: string;
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
