import { getConfig } from "@/lib/config";

/**
 * Debug lines, printed only with LOG_LEVEL=debug: things worth seeing when chasing a problem but not worth a line on
 * every occurrence (a client that went away mid-request). Errors and start-up messages use console directly.
 */
export function logDebug(message: string): void {
  if (getConfig().logLevel === "debug") console.debug(message);
}

/**
 * True for the errors a client's disconnect causes: Node's "aborted" request (ECONNRESET), a stream closed early,
 * an aborted fetch signal, or Next's ResponseAborted. These are not the server's faults.
 */
export function isClientAbort(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as NodeJS.ErrnoException).code;
  return (
    code === "ECONNRESET" ||
    code === "EPIPE" ||
    code === "ERR_STREAM_PREMATURE_CLOSE" ||
    error.name === "AbortError" ||
    error.name === "ResponseAborted" ||
    error.message === "aborted"
  );
}
