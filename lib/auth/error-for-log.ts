/**
 * An unexpected error as one short log line: name, code and the first line of the message, with any credentials in
 * a URL (`scheme://user:password@host`) masked. Database drivers sometimes quote the connection target.
 */
export function errorForLog(error: unknown): string {
  if (!(error instanceof Error)) return typeof error;
  const code = (error as { code?: unknown }).code;
  const firstLine = error.message.split("\n").find((line) => line.trim() !== "") ?? "";
  const masked = firstLine.replace(/(\/\/)[^/@\s]*@/g, "$1***@").slice(0, 300);
  return [error.name, typeof code === "string" ? code : null, masked].filter(Boolean).join(" ");
}
