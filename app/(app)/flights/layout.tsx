import type { ReactNode } from "react";
import { ClientMessages } from "@/components/shell/client-messages";

/** The flight pages (the list, a flight, its form): the form's words travel with these pages, not the dashboard. */
export default function FlightsLayout({ children }: { children: ReactNode }) {
  return <ClientMessages group="flights">{children}</ClientMessages>;
}
