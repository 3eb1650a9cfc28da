/**
 * The way to the scan page. A plain link, not next/link: the page's Content-Security-Policy (the only one allowing
 * WebAssembly, for the barcode reader) comes with a full page load; a client-side navigation would keep this page's.
 */
export function ScanPassLink() {
  return (
    <a href="/flights/new/scan" className="btn">
      Scan a boarding pass
    </a>
  );
}
