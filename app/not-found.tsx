import Link from "next/link";

export default function NotFound() {
  return (
    <main id="main" className="mx-auto max-w-lg px-4 py-16 text-center">
      <h1 className="text-2xl font-semibold">Not found</h1>
      <p className="muted mt-2">There is nothing here, or you may not see it.</p>
      <p className="mt-6">
        <Link className="link" href="/">
          Back to the dashboard
        </Link>
      </p>
    </main>
  );
}
