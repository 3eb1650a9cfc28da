import type { FieldReader } from "./field-reader";

/** One item of a section: its name in the standard and its size. */
export interface ItemLayout<K extends string> {
  key: K;
  size: number;
  label: string;
}

/**
 * The items of a sized section, in the standard's order. A section may stop after any item (the pass carries only
 * the first ones); one that stops inside an item is refused (FIELD_CUT). Characters after the last item this
 * layout knows belong to later versions of the standard: they stay unread, as the section's reader is dropped.
 */
export function readSectionItems<K extends string>(section: FieldReader, layout: readonly ItemLayout<K>[]): Partial<Record<K, string>> {
  const items: Partial<Record<K, string>> = {};
  for (const { key, size, label } of layout) {
    if (section.remaining === 0) break;
    items[key] = section.take(size, label);
  }
  return items;
}

/** An item's value without its padding; null when blank or absent. */
export function textOf(value: string | undefined): string | null {
  const text = value?.trim() ?? "";
  return text === "" ? null : text;
}
