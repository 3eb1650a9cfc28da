"use client";

import { useTranslations } from "next-intl";
import { usePathname, useRouter } from "next/navigation";
import { useEffect, useRef, useState, useTransition } from "react";
import { Combobox, type ComboOption } from "@/components/ui/combobox";
import { scopeQueryFor } from "@/lib/scope/scope-query";

type Kind = "mine" | "user" | "all";
const KIND_LABELS = { mine: "mine", user: "oneUser", all: "allUsers" } as const satisfies Record<Kind, string>;
const KINDS = Object.keys(KIND_LABELS) as Kind[];

interface Props {
  kind: Kind;
  user: { id: string; username: string; displayName: string } | null;
  searchUsers: (query: string) => Promise<{ id: string; username: string; displayName: string }[]>;
}

/** Admins and owners only: whose flights a page shows. The choice lives in the URL (?scope=…&userId=…). */
export function ScopeSwitcher({ kind, user, searchUsers }: Props) {
  const t = useTranslations("Ui.scope");
  const router = useRouter();
  const pathname = usePathname();
  const [selected, setSelected] = useState<Kind>(kind);
  const [pending, startTransition] = useTransition();
  const fieldset = useRef<HTMLFieldSetElement>(null);

  function go(query: string) {
    startTransition(() => router.push(query ? `${pathname}?${query}` : pathname));
  }

  function choose(next: Kind) {
    setSelected(next);
    if (next === "mine") go("");
    if (next === "all") go(scopeQueryFor({ kind: "all" }));
    if (next === "user" && user) go(scopeQueryFor({ kind: "user", userId: user.id }));
  }

  // a choice clicked before this code arrived (it loads after the page) is already checked in the page: act on it
  useEffect(() => {
    const checked = fieldset.current?.querySelector<HTMLInputElement>('input[name="scope-kind"]:checked')?.value;
    const early = KINDS.find((value) => value === checked);
    if (early && early !== kind) choose(early);
    // only once, for what happened before hydration
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  async function search(query: string): Promise<ComboOption[]> {
    const users = await searchUsers(query);
    return users.map((u) => ({ value: u.id, label: `${u.displayName} (${u.username})` }));
  }

  return (
    <fieldset ref={fieldset} className="card flex flex-col gap-3 sm:flex-row sm:items-end" aria-busy={pending}>
      <legend className="sr-only">{t("whose")}</legend>
      <div role="radiogroup" aria-label={t("whose")} className="flex flex-wrap gap-1 rounded-lg bg-slate-100 p-1 dark:bg-slate-800">
        {KINDS.map((value) => (
          <label
            key={value}
            className={`cursor-pointer rounded-md px-3 py-1.5 text-sm font-medium has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-sky-600 ${
              selected === value ? "bg-white text-slate-900 shadow-sm dark:bg-slate-950 dark:text-white" : "text-slate-700 dark:text-slate-300"
            }`}
          >
            {/* autoComplete off: a page brought back from history must not restore an old choice, which the effect above would act on */}
            <input type="radio" name="scope-kind" value={value} checked={selected === value} onChange={() => choose(value)} autoComplete="off" className="sr-only" />
            {t(KIND_LABELS[value])}
          </label>
        ))}
      </div>
      {selected === "user" ? (
        <Combobox
          className="w-full sm:max-w-xs"
          label={t("user")}
          placeholder={t("userPlaceholder")}
          search={search}
          initial={user ? { value: user.id, label: `${user.displayName} (${user.username})` } : null}
          onSelect={(option) => {
            if (option) go(scopeQueryFor({ kind: "user", userId: option.value }));
          }}
        />
      ) : null}
      {selected === "user" && !user ? (
        <p className="muted text-sm" data-testid="scope-pick-user">
          {t("pickUser")}
        </p>
      ) : null}
      {pending ? (
        <p role="status" className="muted text-sm">
          {t("loading")}
        </p>
      ) : null}
    </fieldset>
  );
}
