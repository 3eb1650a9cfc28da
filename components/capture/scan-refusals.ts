import { useTranslations } from "next-intl";
import { BcbpError, type BcbpRefusal } from "@/lib/capture/bcbp/bcbp-error";
import { PassFileError, type PassFileRefusal } from "@/lib/capture/scan/pass-file-error";

/** Why a pass's text is refused, in the page's words (lib's messages stay English). */
const PASS_TEXT_REFUSALS = {
  NOT_ASCII: "passText.notAscii",
  TOO_SHORT: "passText.tooShort",
  TOO_LONG: "passText.tooLong",
  FORMAT_CODE: "passText.formatCode",
  LEG_COUNT: "passText.legCount",
  BAD_SIZE: "passText.damaged",
  SIZE_PAST_END: "passText.cut",
  FIELD_CUT: "passText.cut",
  BAD_ITEM: "passText.badItem",
  TRAILING_TEXT: "passText.trailingText",
} as const satisfies Record<BcbpRefusal, string>;

/** Why a chosen file yields no pass, in the page's words. */
const FILE_REFUSALS = {
  TOO_LARGE: "file.tooLarge",
  NOT_IMAGE_OR_PASS: "file.notImageOrPass",
  NOT_ZIP: "file.notZip",
  NO_PASS_JSON: "file.noPassJson",
  BAD_PASS_JSON: "file.badPassJson",
  NO_BARCODE_TEXT: "file.noBarcodeText",
  NO_BARCODE_FOUND: "file.noBarcodeFound",
  NOT_AN_IMAGE: "file.notAnImage",
  NO_CANVAS: "file.noCanvas",
} as const satisfies Record<PassFileRefusal, string>;

/** The scan page's messages for what it cannot read: a pass's text, or a chosen file. */
export function useScanRefusals() {
  const t = useTranslations("Capture.refusals");
  return {
    ofPassText: (error: unknown) => t(error instanceof BcbpError ? PASS_TEXT_REFUSALS[error.reason] : "passText.unreadable"),
    ofFile: (error: unknown) => t(error instanceof PassFileError ? FILE_REFUSALS[error.reason] : "file.unreadable"),
  };
}
