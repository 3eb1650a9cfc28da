import { NotFoundMessage } from "@/components/shell/not-found-message";

/** notFound() inside the app: the layout's <main> already holds this, so no second main landmark. */
export default function AppNotFound() {
  return (
    <div className="mx-auto max-w-lg py-10 text-center">
      <NotFoundMessage />
    </div>
  );
}
