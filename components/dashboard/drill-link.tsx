import Link from "next/link";
import type { ReactNode } from "react";

/** A figure's label as a link to the flights it counts, or plain text where there is no list (a share page). */
export function DrillLink({ href, className, children }: { href: string | undefined; className?: string; children: ReactNode }) {
  if (!href) return <span className={className}>{children}</span>;
  return (
    <Link href={href} className={`link ${className ?? ""}`} data-drill="">
      {children}
    </Link>
  );
}
