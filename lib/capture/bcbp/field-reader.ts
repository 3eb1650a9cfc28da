import { BcbpError, type BcbpRefusal } from "./bcbp-error";

/**
 * Reads a boarding pass's text item by item, each of the size the standard gives it. A reader covers the whole
 * text or one section of it (the bytes a "field size" item announces); `base` is where it starts in the whole
 * text, so every refusal names the character where it happened (counted from 1).
 */
export class FieldReader {
  private offset = 0;

  constructor(
    private readonly text: string,
    private readonly base: number,
    /** the refusal when an item runs past this reader's end: the whole text is too short, a section cuts an item */
    private readonly cutReason: BcbpRefusal,
  ) {}

  get remaining(): number {
    return this.text.length - this.offset;
  }

  /** The position (from 1) in the whole text of the next character. */
  get position(): number {
    return this.base + this.offset + 1;
  }

  /** The next `size` characters, as they are (padding kept). */
  take(size: number, item: string): string {
    if (this.remaining < size) {
      const where = this.cutReason === "TOO_SHORT" ? "the text ends" : "its section ends";
      throw new BcbpError(this.cutReason, `${where} inside the ${item} (character ${this.position})`);
    }
    const value = this.text.slice(this.offset, this.offset + size);
    this.offset += size;
    return value;
  }

  /** A "field size" item (two hexadecimal digits) and the section of that many characters after it, read by a reader of its own. */
  sizedSection(item: string): FieldReader {
    return this.section(this.takeSize(item), item);
  }

  private takeSize(item: string): number {
    const at = this.position;
    const digits = this.take(2, `field size of the ${item}`);
    if (!/^[0-9A-Fa-f]{2}$/.test(digits)) {
      throw new BcbpError("BAD_SIZE", `the field size of the ${item} (character ${at}) is "${digits}", not two hexadecimal digits`);
    }
    return Number.parseInt(digits, 16);
  }

  private section(size: number, item: string): FieldReader {
    if (size > this.remaining) {
      throw new BcbpError("SIZE_PAST_END", `the field size of the ${item} announces ${size} characters but only ${this.remaining} follow (character ${this.position})`);
    }
    const start = this.offset;
    this.offset += size;
    return new FieldReader(this.text.slice(start, start + size), this.base + start, "FIELD_CUT");
  }

  /** Everything not read yet. */
  rest(): string {
    const value = this.text.slice(this.offset);
    this.offset = this.text.length;
    return value;
  }

  /** The next character, without reading it; "" at the end. */
  peek(): string {
    return this.text.charAt(this.offset);
  }
}
