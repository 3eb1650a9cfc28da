import type { ReactNode } from "react";
import { ClientMessages } from "@/components/shell/client-messages";

export default function OfflineLayout({ children }: { children: ReactNode }) {
  return <ClientMessages group="offline">{children}</ClientMessages>;
}
