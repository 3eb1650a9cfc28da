"use client";

import { useState, type RefObject } from "react";
import { copyOrSelect, type CopyOutcome } from "./copy-or-select";

const COPY_STATUS: Record<CopyOutcome, string> = {
  copied: "Copied.",
  selected: "This page may not use the clipboard: the text is selected, press Ctrl+C (⌘C on a Mac) to copy it.",
  failed: "Could not copy: select the text and copy it by hand.",
};

/** Copies `text`, or selects `target` for a manual copy where the clipboard is off limits; says which it did. */
export function CopyButton({ text, label, target }: { text: string; label: string; target: RefObject<HTMLElement | null> }) {
  const [outcome, setOutcome] = useState<CopyOutcome | null>(null);
  return (
    <>
      <button
        type="button"
        className="btn"
        onClick={async () => {
          // navigator.clipboard is undefined on insecure pages, although its type says otherwise
          const clipboard = (navigator as Partial<Navigator>).clipboard;
          setOutcome(await copyOrSelect(text, target.current, clipboard, window.getSelection()));
        }}
      >
        {label}
      </button>
      <span role="status" className="text-sm">
        {outcome ? COPY_STATUS[outcome] : ""}
      </span>
    </>
  );
}
