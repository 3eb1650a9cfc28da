"use client";

/** Shown when a page fails unexpectedly; the details stay in the server log. */
export default function AppError({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-semibold tracking-tight">Something went wrong</h1>
      <p role="alert" className="alert-error">
        This page could not be shown. Please try again; if it keeps failing, the server log has the details.
      </p>
      <button type="button" className="btn" onClick={() => reset()}>
        Try again
      </button>
    </div>
  );
}
