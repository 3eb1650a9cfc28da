import Link from "next/link";

/** The "not found" text, shared by the signed-out page (its own <main>) and the one inside the app's layout (which has one). */
export function NotFoundMessage() {
  return (
    <>
      <h1 className="text-2xl font-semibold">Not found</h1>
      <p className="muted mt-2">There is nothing here, or you may not see it.</p>
      <p className="mt-6">
        <Link className="link" href="/">
          Back to the dashboard
        </Link>
      </p>
    </>
  );
}
