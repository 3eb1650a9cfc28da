import type { ReactNode } from "react";
import { ClientMessages } from "@/components/shell/client-messages";

export default function AuthLayout({ children }: { children: ReactNode }) {
  return (
    <ClientMessages group="auth">
      <main id="main" className="flex min-h-screen items-start justify-center px-4 py-12 sm:items-center">
        <div className="w-full max-w-sm">
          <p className="mb-6 text-center text-2xl font-semibold tracking-tight">
            <span aria-hidden="true">✈ </span>Contrail
          </p>
          {children}
        </div>
      </main>
    </ClientMessages>
  );
}
