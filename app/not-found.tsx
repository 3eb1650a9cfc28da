import { NotFoundMessage } from "@/components/shell/not-found-message";

export default function NotFound() {
  return (
    <main id="main" className="mx-auto max-w-lg px-4 py-16 text-center">
      <NotFoundMessage />
    </main>
  );
}
