import type { ReactNode } from "react";

/** A page's title and the sentence under it, for a server or a client page alike. */
export function PageHeading({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="space-y-2">
      <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
      <p className="muted">{children}</p>
    </div>
  );
}

/**
 * A rich message's link, as a plain anchor (the offline shell's pages are served by the worker, not the router):
 * `t.rich("intro", { link: inlineLink("/flights/new") })`.
 */
export function inlineLink(href: string) {
  function InlineLink(chunks: ReactNode) {
    return (
      <a className="underline" href={href}>
        {chunks}
      </a>
    );
  }
  return InlineLink;
}
