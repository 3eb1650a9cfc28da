import type { ReactNode } from "react";
import { ClientMessages } from "@/components/shell/client-messages";

/** Adding a flight (the form, a boarding pass's scan): their words travel with these pages only. */
export default function AddFlightLayout({ children }: { children: ReactNode }) {
  return <ClientMessages group="addFlight">{children}</ClientMessages>;
}
