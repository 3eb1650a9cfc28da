import type { ReactNode } from "react";
import { ClientMessages } from "@/components/shell/client-messages";
import { SettingsNav } from "@/components/settings/settings-nav";
import { seesEveryone } from "@/lib/auth/principal";
import { requirePrincipal } from "@/lib/auth/session";

export default async function SettingsLayout({ children }: { children: ReactNode }) {
  const principal = await requirePrincipal();
  return (
    <ClientMessages group="settings">
      <div className="grid grid-cols-1 gap-6 md:grid-cols-[12rem_1fr]">
        <SettingsNav showUsers={seesEveryone(principal)} />
        <div className="min-w-0 space-y-6">{children}</div>
      </div>
    </ClientMessages>
  );
}
