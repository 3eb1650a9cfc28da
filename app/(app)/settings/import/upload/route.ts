import { getPrincipal } from "@/lib/auth/session";
import { isSameOriginRequest } from "@/lib/auth/same-origin";
import { getDb } from "@/lib/db/client";
import { AppError, errorMessage, statusOf } from "@/lib/errors";
import { detectFormat } from "@/lib/import/read/detect-format";
import { formatMegabytes, maxImportBytes } from "@/lib/import/read/text-source";
import { saveUpload, withUploadFile } from "@/lib/import/web/upload-store";

export const dynamic = "force-dynamic";

/**
 * POST /settings/import/upload with the file as the request body (X-File-Name: its name): stores it for the dry run
 * and the import, streaming it into the database, and answers {token, name, size, format} (the format found in the file, or null).
 */
export async function POST(request: Request): Promise<Response> {
  if (!isSameOriginRequest(request.headers)) return Response.json({ message: "Uploads are accepted from this app's own pages only." }, { status: 403 });
  const principal = await getPrincipal();
  if (!principal) return Response.json({ message: "Please sign in again." }, { status: 401 });
  try {
    const name = fileName(request.headers.get("x-file-name"));
    const upload = await saveUpload(getDb(), principal.userId, name, request.body);
    const format = await withUploadFile(getDb(), upload.token, detectFormat, 1).catch(() => null);
    return Response.json({ token: upload.token, name: upload.name, size: upload.size, format });
  } catch (error) {
    if (error instanceof AppError) {
      const message = error.code === "PAYLOAD_TOO_LARGE" ? `The import file is too large (at most ${formatMegabytes(maxImportBytes())})` : error.message;
      return Response.json({ message }, { status: statusOf(error.code) });
    }
    console.error("[import] upload failed:", errorMessage(error));
    return Response.json({ message: "The upload failed. Please try again." }, { status: 500 });
  }
}

/** The name the browser sent, URI-encoded so any characters survive the header. */
function fileName(header: string | null): string {
  if (!header) return "upload";
  try {
    return decodeURIComponent(header);
  } catch {
    return header;
  }
}
