import { randomBytes } from "node:crypto";
import os from "node:os";
import { processSingleton } from "@/lib/process-singleton";

/**
 * This process's name among the instances that share one database: who holds a lease (import jobs, periodic work).
 * Host and pid tell an operator (and a test) which process it is; the random part keeps a restarted process with a
 * reused pid from being taken for its predecessor.
 */
export function instanceId(): string {
  return processSingleton("instanceId", () => `${os.hostname()}:${process.pid}:${randomBytes(4).toString("hex")}`);
}
