import type { ReactNode } from "react";
import { ClientMessages } from "@/components/shell/client-messages";

/** A share page's visitor gets the words of what the page shows, not the signed-in app's. */
export default function ShareLayout({ children }: { children: ReactNode }) {
  return <ClientMessages group="share">{children}</ClientMessages>;
}
