import type { Metadata } from "next";
import { ScanPass } from "@/components/capture/scan-pass";
import { requirePrincipal } from "@/lib/auth/session";
import { addPassSeatAction, reviewPassAction, savePassAction } from "./actions";

export const metadata: Metadata = { title: "Scan a boarding pass" };

/** The one page whose policy allows WebAssembly (server/security-headers.ts): the barcode reader runs here. */
export default async function ScanPassPage() {
  await requirePrincipal();
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-semibold tracking-tight">Scan a boarding pass</h1>
      <p className="muted">
        Every leg on the pass becomes a flight with your seat. You can check and correct each before saving. Or{" "}
        <a className="underline" href="/flights/new">
          type the flight in
        </a>
        .
      </p>
      <ScanPass review={reviewPassAction} save={savePassAction} addSeat={addPassSeatAction} />
    </div>
  );
}
