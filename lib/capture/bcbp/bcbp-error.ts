import { InputError } from "@/lib/errors";

/**
 * Why a boarding pass's text is refused. Every refusal of the parser is one of these, so a caller can branch on
 * `reason` and show the message as it is.
 */
export type BcbpRefusal =
  | "NOT_ASCII"
  | "TOO_SHORT"
  | "TOO_LONG"
  | "FORMAT_CODE"
  | "LEG_COUNT"
  | "BAD_SIZE"
  | "SIZE_PAST_END"
  | "FIELD_CUT"
  | "BAD_ITEM"
  | "TRAILING_TEXT";

/** A boarding pass's text the parser refuses: bad input (400), with the reason for code and a message for people. */
export class BcbpError extends InputError {
  constructor(
    readonly reason: BcbpRefusal,
    detail: string,
  ) {
    super(`Boarding pass: ${detail}`);
  }
}
