/** What "Copy" managed: the clipboard took the text, or (clipboard missing or blocked) the text is selected on the page. */
export type CopyOutcome = "copied" | "selected" | "failed";

interface Selecting {
  selectAllChildren(node: Node): void;
}

/**
 * Copies with the clipboard API, which browsers offer only on secure pages (HTTPS or localhost): on plain HTTP under
 * a LAN name it is missing or refuses. Then the text is selected instead, ready for Ctrl+C / ⌘C.
 */
export async function copyOrSelect(
  text: string,
  element: Node | null,
  clipboard: Pick<Clipboard, "writeText"> | undefined,
  selection: Selecting | null,
): Promise<CopyOutcome> {
  try {
    if (clipboard) {
      await clipboard.writeText(text);
      return "copied";
    }
  } catch {
    // blocked: select below
  }
  if (!element || !selection) return "failed";
  selection.selectAllChildren(element);
  return "selected";
}
