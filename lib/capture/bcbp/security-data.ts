import type { BcbpSecurity } from "./boarding-pass";
import { BcbpError } from "./bcbp-error";
import type { FieldReader } from "./field-reader";

/** The security section: "^", the type of security data, its field size and the data; null when absent. */
export function readSecurityData(reader: FieldReader): BcbpSecurity | null {
  if (reader.remaining === 0) return null;
  const at = reader.position;
  if (reader.take(1, "beginning of security data") !== "^") {
    throw new BcbpError("TRAILING_TEXT", `character ${at} follows the last leg but does not begin the security data ("^")`);
  }
  const type = reader.take(1, "type of security data").trim() || null;
  const data = reader.sizedSection("security data").rest();
  return { type, data };
}
