import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ScanPass } from "@/components/capture/scan-pass";
import { inlineLink, PageHeading } from "@/components/ui/page-heading";
import { requirePrincipal } from "@/lib/auth/session";
import { addPassSeatAction, reviewPassAction, savePassAction } from "./actions";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("Capture.page"))("title") };
}

/** The one page whose policy allows WebAssembly (server/security-headers.ts): the barcode reader runs here. */
export default async function ScanPassPage() {
  await requirePrincipal();
  const t = await getTranslations("Capture.page");
  return (
    <div className="space-y-6">
      <PageHeading title={t("title")}>{t.rich("intro", { link: inlineLink("/flights/new") })}</PageHeading>
      <ScanPass review={reviewPassAction} save={savePassAction} addSeat={addPassSeatAction} />
    </div>
  );
}
