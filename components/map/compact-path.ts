import { geoPath, type GeoContext, type GeoPermissibleObjects, type GeoProjection } from "d3-geo";

/** A count of tenths as the shortest SVG number: 120 → "12", 5 → ".5", -5 → "-.5", -23 → "-2.3". */
export function tenths(n: number): string {
  const sign = n < 0 ? "-" : "";
  const whole = Math.floor(Math.abs(n) / 10);
  const fraction = Math.abs(n) % 10;
  if (fraction === 0) return `${sign}${whole}`;
  return `${sign}${whole === 0 ? "" : whole}.${fraction}`;
}

/**
 * A d3-geo path context that writes SVG path data with each point relative to the one before, in tenths of a unit:
 * about half the text of d3's absolute "M215.8,499.6L193.4,497.3…", and every map path is written into the page
 * twice (its HTML and React's payload). Points are rounded before the differences are taken, so rounding never
 * accumulates: each point lands exactly where d3's own one-decimal output puts it. Repeated points are left out.
 */
class CompactPathContext implements GeoContext {
  private text = "";
  private last = "";
  private inLine = false;
  private x = 0;
  private y = 0;
  private startX = 0;
  private startY = 0;

  moveTo(x: number, y: number): void {
    const [rx, ry] = [Math.round(x * 10), Math.round(y * 10)];
    this.command("M");
    this.number(rx);
    this.number(ry);
    [this.x, this.y, this.startX, this.startY] = [rx, ry, rx, ry];
    this.inLine = false;
  }

  lineTo(x: number, y: number): void {
    const [rx, ry] = [Math.round(x * 10), Math.round(y * 10)];
    if (rx === this.x && ry === this.y) return;
    if (!this.inLine) this.command("l");
    this.inLine = true;
    this.number(rx - this.x);
    this.number(ry - this.y);
    [this.x, this.y] = [rx, ry];
  }

  closePath(): void {
    this.command("z");
    [this.x, this.y] = [this.startX, this.startY];
    this.inLine = false;
  }

  /** d3 draws points as circles; the maps draw their points themselves and never pass one here. */
  arc(): void {}

  beginPath(): void {}

  take(): string {
    const text = this.text;
    this.text = "";
    this.last = "";
    this.inLine = false;
    return text;
  }

  private command(letter: string): void {
    this.text += letter;
    this.last = "";
  }

  /** A separator only where the numbers would otherwise run together ("1.5" then ".3" reads as two, "2" then ".3" does not). */
  private number(n: number): void {
    const written = tenths(n);
    const joins = written.startsWith("-") || (written.startsWith(".") && this.last.includes("."));
    if (this.last && !joins) this.text += " ";
    this.text += written;
    this.last = written;
  }
}

/** A path generator for `projection` writing compact SVG path data ("" when nothing is drawn). */
export function compactPathOf(projection: GeoProjection): (object: GeoPermissibleObjects) => string {
  const context = new CompactPathContext();
  const path = geoPath(projection, context);
  return (object) => {
    path(object);
    return context.take();
  };
}
