"use client";

import { useTranslations } from "next-intl";
import { useState, type RefObject } from "react";
import { copyOrSelect, type CopyOutcome } from "./copy-or-select";

const COPY_STATUS = { copied: "copied", selected: "selected", failed: "failed" } as const satisfies Record<CopyOutcome, string>;

/** Copies `text`, or selects `target` for a manual copy where the clipboard is off limits; says which it did. */
export function CopyButton({ text, label, target }: { text: string; label: string; target: RefObject<HTMLElement | null> }) {
  const t = useTranslations("Settings.copy");
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
        {outcome ? t(COPY_STATUS[outcome]) : ""}
      </span>
    </>
  );
}
