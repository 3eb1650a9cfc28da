/**
 * # Boarding pass barcodes (IATA BCBP, Resolution 792)
 *
 * `parseBcbp(text)` reads the text of a boarding pass's barcode (PDF417, Aztec or QR: the scanner's job) into a
 * BoardingPass (boarding-pass.ts), or refuses it with a BcbpError whose `reason` says why (bcbp-error.ts).
 *
 * The text is format "M": 23 characters for the passenger, then each leg's 35 mandatory characters and a two-digit
 * hexadecimal "field size of variable size field" announcing the leg's conditional items and the airline's own data
 * (conditional-items.ts), then optionally "^", the type and size of the security data, and the data. Every length is
 * taken from those size items exactly; a size running past its text, an item cut by its section, or text left
 * over after the last leg is a refusal, never a guess.
 *
 * The mandatory items a flight draft reads (airports, carrier, flight number, day of the year) are checked; a
 * malformed one is refused (BAD_ITEM). The pass gives only the day of the year: bcbp-date.ts finds the date, and
 * bcbp-to-draft.ts turns a pass into flight drafts (seat classes: lib/flights/seat-class-table.ts).
 *
 * Why not the npm package `bcbp`: it refuses nothing (a leg count of 9, a size of "ZZ" or past the end all decode
 * to undefined fields), and it dates a flight in the current or issue year with no window and rolls day 366 of a
 * common year over into the next year.
 */
import type { BcbpLeg, BoardingPass } from "./boarding-pass";
import { BcbpError } from "./bcbp-error";
import { NO_UNIQUE_ITEMS, readRepeatedItems, readUniqueItems, startsConditionalItems, type UniqueItems } from "./conditional-items";
import { FieldReader } from "./field-reader";
import { readSecurityData } from "./security-data";
import { textOf } from "./section-items";

const HEADER_SIZE = 23;
const LEG_MANDATORY_SIZE = 37;
const MAX_LEGS = 4;
const MAX_SECTION = 0xff;
/** The longest text the layout allows: four legs with full variable fields, and the largest security data. */
export const MAX_BCBP_LENGTH = HEADER_SIZE + MAX_LEGS * (LEG_MANDATORY_SIZE + MAX_SECTION) + 4 + MAX_SECTION;
export const MIN_BCBP_LENGTH = HEADER_SIZE + LEG_MANDATORY_SIZE;

/** The boarding pass a barcode's text describes; a BcbpError when the text is not one. */
export function parseBcbp(input: string): BoardingPass {
  const text = withoutLineBreaks(input);
  checkCharacters(text);
  const reader = new FieldReader(text, 0, "TOO_SHORT");
  const formatCode = reader.take(1, "format code");
  if (formatCode !== "M") throw new BcbpError("FORMAT_CODE", `the format code is "${formatCode}"; a boarding pass starts with "M"`);
  const legCount = reader.take(1, "number of legs encoded");
  if (!/^[1-4]$/.test(legCount)) throw new BcbpError("LEG_COUNT", `the number of legs is "${legCount}"; a pass holds 1 to ${MAX_LEGS}`);
  const passengerName = textOf(reader.take(20, "passenger name"));
  const electronicTicket = reader.take(1, "electronic ticket indicator") === "E";

  let unique: UniqueItems = NO_UNIQUE_ITEMS;
  let conditional = false;
  const legs: BcbpLeg[] = [];
  for (let index = 0; index < Number(legCount); index++) {
    const { leg, field } = readMandatoryLeg(reader, index + 1);
    if (index === 0 && startsConditionalItems(field)) {
      conditional = true;
      unique = readUniqueItems(field);
    }
    const { personal, ...repeated } = readRepeatedItems(field, conditional);
    legs.push({ ...leg, ...repeated, personal: { ...leg.personal, ...personal } });
  }
  const security = readSecurityData(reader);
  if (reader.remaining > 0) throw new BcbpError("TRAILING_TEXT", `text follows the pass's last item (character ${reader.position})`);
  return { electronicTicket, ...unique, legs, security, personal: { passengerName } };
}

/** The text without the line breaks a scanner in keyboard mode ends it with (a loop: a regex would be quadratic). */
function withoutLineBreaks(input: string): string {
  let end = input.length;
  while (end > 0 && (input[end - 1] === "\n" || input[end - 1] === "\r")) end--;
  return input.slice(0, end);
}

function checkCharacters(text: string): void {
  if (text.length > MAX_BCBP_LENGTH) throw new BcbpError("TOO_LONG", `the text is ${text.length} characters; a pass has at most ${MAX_BCBP_LENGTH}`);
  const bad = /[^\x20-\x7e]/.exec(text);
  if (bad) throw new BcbpError("NOT_ASCII", `character ${bad.index + 1} is not printable ASCII`);
  if (text.length < MIN_BCBP_LENGTH) throw new BcbpError("TOO_SHORT", `the text is ${text.length} characters; a pass has at least ${MIN_BCBP_LENGTH}`);
}

type MandatoryLeg = Pick<BcbpLeg, "from" | "to" | "operatingCarrier" | "flightNumber" | "dayOfYear" | "compartmentCode" | "seatNumber" | "checkInSequenceNumber" | "passengerStatus"> & {
  personal: Pick<BcbpLeg["personal"], "bookingReference">;
};

/** The mandatory items of leg `number`, and the reader of its variable size field. */
function readMandatoryLeg(reader: FieldReader, number: number): { leg: MandatoryLeg; field: FieldReader } {
  const bookingReference = textOf(reader.take(7, `operating carrier PNR code of leg ${number}`));
  const leg: MandatoryLeg = {
    from: checked(reader, 3, `from city airport code of leg ${number}`, /^[A-Z]{3}$/),
    to: checked(reader, 3, `to city airport code of leg ${number}`, /^[A-Z]{3}$/),
    operatingCarrier: checked(reader, 3, `operating carrier designator of leg ${number}`, /^[A-Z0-9]{2,3}$/),
    flightNumber: checked(reader, 5, `flight number of leg ${number}`, /^\d{1,4}[A-Z]?$/),
    dayOfYear: dayOfYear(checked(reader, 3, `date of flight of leg ${number}`, /^\d{3}$/), number),
    compartmentCode: textOf(reader.take(1, `compartment code of leg ${number}`)),
    seatNumber: textOf(reader.take(4, `seat number of leg ${number}`)),
    checkInSequenceNumber: textOf(reader.take(5, `check-in sequence number of leg ${number}`)),
    passengerStatus: textOf(reader.take(1, `passenger status of leg ${number}`)),
    personal: { bookingReference },
  };
  return { leg, field: reader.sizedSection(`variable size field of leg ${number}`) };
}

/** A mandatory item the drafts read, without its padding; refused unless it matches `shape`. */
function checked(reader: FieldReader, size: number, item: string, shape: RegExp): string {
  const at = reader.position;
  const value = reader.take(size, item).trim();
  if (!shape.test(value)) throw new BcbpError("BAD_ITEM", `the ${item} (character ${at}) is "${value}"`);
  return value;
}

function dayOfYear(digits: string, leg: number): number {
  const day = Number(digits);
  if (day < 1 || day > 366) throw new BcbpError("BAD_ITEM", `the date of flight of leg ${leg} is day ${digits}; a day of the year is 001 to 366`);
  return day;
}
