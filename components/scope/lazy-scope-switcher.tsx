"use client";

import { lazy, Suspense, type ComponentProps } from "react";

const ScopeSwitcher = lazy(() => import("./scope-switcher").then((loaded) => ({ default: loaded.ScopeSwitcher })));

/**
 * The scope switcher, its code (and its user picker's) loaded only by a page that shows it: admins and owners see
 * it, every other account's pages never load it (the dashboard's budget, e2e/performance.spec.ts).
 */
export function LazyScopeSwitcher(props: ComponentProps<typeof ScopeSwitcher>) {
  return (
    <Suspense fallback={null}>
      <ScopeSwitcher {...props} />
    </Suspense>
  );
}
