import { useEffect, useRef, useState, type KeyboardEvent } from "react";
import type { ComboOption } from "./combobox";

/**
 * A picker's suggestions: fetched from `search` after a short pause in typing, each answer dropped when a newer
 * request (or `cancel`) came after it; the highlighted one moved by the arrow keys.
 */
export function useSuggestions(search: (query: string) => Promise<ComboOption[]>) {
  const [options, setOptions] = useState<ComboOption[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [loading, setLoading] = useState(false);
  const request = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  function query(q: string) {
    clearTimeout(timer.current);
    if (!q.trim()) {
      setOptions([]);
      setOpen(false);
      return;
    }
    timer.current = setTimeout(async () => {
      const ticket = ++request.current;
      setLoading(true);
      try {
        const found = await search(q);
        if (ticket !== request.current) return;
        setOptions(found);
        setActive(found.length > 0 ? 0 : -1);
        setOpen(true);
      } finally {
        if (ticket === request.current) setLoading(false);
      }
    }, 150);
  }

  /** Drops the suggestions on their way and closes the list; the ticket of a request made now (see `isLatest`). */
  function cancel(): number {
    clearTimeout(timer.current);
    const ticket = ++request.current;
    setLoading(false);
    setOpen(false);
    return ticket;
  }

  const isLatest = (ticket: number) => ticket === request.current;

  /** Arrow keys move through the list, Enter picks, Escape closes. */
  function onKeyDown(event: KeyboardEvent<HTMLInputElement>, pick: (option: ComboOption) => void) {
    if (event.key === "ArrowDown") {
      event.preventDefault();
      if (!open && options.length > 0) setOpen(true);
      setActive((index) => Math.min(index + 1, options.length - 1));
    } else if (event.key === "ArrowUp") {
      event.preventDefault();
      setActive((index) => Math.max(index - 1, 0));
    } else if (event.key === "Enter" && open && active >= 0 && options[active]) {
      event.preventDefault();
      pick(options[active]);
    } else if (event.key === "Escape" && open) {
      event.preventDefault();
      setOpen(false);
    }
  }

  return { options, open, setOpen, active, setActive, loading, query, cancel, isLatest, onKeyDown };
}
