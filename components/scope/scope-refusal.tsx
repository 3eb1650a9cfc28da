import Link from "next/link";
import { useTranslations } from "next-intl";

/** What a page shows instead of data when the scope in its URL is invalid or not allowed. */
export function ScopeRefusal({ title, message }: { title: string; message: string }) {
  const t = useTranslations("Ui.scope");
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
      <p role="alert" className="alert-error" data-testid="scope-refused">
        {message}
      </p>
      <p>
        <Link href="?" className="link">
          {t("showMine")}
        </Link>
      </p>
    </div>
  );
}
