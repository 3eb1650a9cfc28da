import { InputError } from "@/lib/errors";

/** Why a chosen file yields no pass text; every refusal of the file readers is one of these, so a page can say it in its language. */
export type PassFileRefusal = "TOO_LARGE" | "NOT_IMAGE_OR_PASS" | "NOT_ZIP" | "NO_PASS_JSON" | "BAD_PASS_JSON" | "NO_BARCODE_TEXT" | "NO_BARCODE_FOUND" | "NOT_AN_IMAGE" | "NO_CANVAS";

/** A file the scan cannot read a pass from: bad input, with the reason for code and an English message. */
export class PassFileError extends InputError {
  constructor(
    readonly reason: PassFileRefusal,
    message: string,
  ) {
    super(message);
  }
}
