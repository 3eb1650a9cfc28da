import { useTranslations } from "next-intl";
import { useEffect, useState, type FormEvent } from "react";
import type { ImportFormat } from "@/lib/import/formats";
import type { MappingTarget } from "@/lib/import/import-options";
import type { ImportActions, JobView, UnknownKind, WebReport } from "./import-types";
import type { MappingChoice } from "./mapping-editor";

export interface Upload {
  token: string;
  name: string;
  size: number;
  format: ImportFormat | null;
}

export type Choices = Record<UnknownKind, Record<string, MappingChoice>>;
const NO_CHOICES: Choices = { airports: {}, airlines: {}, aircraft: {} };

function mappingOf(choices: Choices): Record<UnknownKind, Record<string, MappingTarget>> {
  const pick = (kind: UnknownKind) => Object.fromEntries(Object.entries(choices[kind]).map(([key, choice]) => [key, choice.target]));
  return { airports: pick("airports"), airlines: pick("airlines"), aircraft: pick("aircraft") };
}

/** Why the upload route refused a file, by its status (its English message is for the API's callers). */
const UPLOAD_REFUSALS: Partial<Record<number, "uploadSignedOut" | "uploadRefused" | "uploadTooLarge" | "uploadBusy" | "uploadUnreadable">> = {
  400: "uploadUnreadable",
  401: "uploadSignedOut",
  403: "uploadRefused",
  413: "uploadTooLarge",
  429: "uploadBusy",
};

/** The upload's failure, with the words to show. */
class UploadFailure extends Error {}

/** The import wizard's state and steps: upload and check, choices for unknown names, the import and its progress. */
export function useImportWizard(actions: ImportActions, maxMegabytes: number) {
  const t = useTranslations("Import.wizard");
  const [file, setFile] = useState<File | null>(null);
  const [chosenFormat, setChosenFormat] = useState<ImportFormat | "">("");
  const [matchUsers, setMatchUsers] = useState(false);
  const [upload, setUpload] = useState<Upload | null>(null);
  const [report, setReport] = useState<WebReport | null>(null);
  const [checkedChoices, setCheckedChoices] = useState<Choices>(NO_CHOICES);
  const [choices, setChoices] = useState<Choices>(NO_CHOICES);
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [job, setJob] = useState<JobView | null>(null);

  const format = chosenFormat || upload?.format || null;

  // follow a running import
  useEffect(() => {
    if (!job || job.status !== "running") return;
    const timer = setTimeout(async () => {
      const answer = await actions.status(job.id);
      if (answer.ok) setJob(answer.value);
      else setError(answer.message);
    }, 800);
    return () => clearTimeout(timer);
  }, [job, actions]);

  async function check(current: Upload, withChoices: Choices) {
    const fileFormat = chosenFormat || current.format;
    if (!fileFormat) {
      setError(t("formatUnknown"));
      return;
    }
    setBusy(t("checking"));
    setError(null);
    const answer = await actions.preview({ token: current.token, format: fileFormat, matchUsers, mapping: mappingOf(withChoices) });
    setBusy(null);
    if (answer.ok) {
      setReport(answer.value);
      setCheckedChoices(withChoices);
    } else setError(answer.message);
  }

  async function uploadAndCheck(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!file) return;
    setBusy(t("uploading"));
    setError(null);
    setReport(null);
    setJob(null);
    setChoices(NO_CHOICES);
    try {
      const response = await fetch("/settings/import/upload", {
        method: "POST",
        body: file,
        headers: { "content-type": "application/octet-stream", "x-file-name": encodeURIComponent(file.name) },
      });
      const refusal = response.ok ? null : (UPLOAD_REFUSALS[response.status] ?? "uploadFailed");
      if (refusal) throw new UploadFailure(t(refusal, { max: maxMegabytes }));
      const body = (await response.json()) as Upload;
      setUpload(body);
      await check(body, NO_CHOICES);
    } catch (failure) {
      setBusy(null);
      setError(failure instanceof UploadFailure ? failure.message : t("uploadFailed", { max: maxMegabytes }));
    }
  }

  async function startImport() {
    if (!upload || !format) return;
    setBusy(null);
    setError(null);
    const answer = await actions.start({ token: upload.token, format, matchUsers, mapping: mappingOf(checkedChoices) });
    if (answer.ok) setJob(answer.value);
    else setError(answer.message);
  }

  function startOver() {
    setUpload(null);
    setReport(null);
    setJob(null);
    setChoices(NO_CHOICES);
    setCheckedChoices(NO_CHOICES);
    setError(null);
  }

  function choose(kind: UnknownKind, key: string, choice: MappingChoice | null) {
    setChoices((previous) => {
      const next = { ...previous, [kind]: { ...previous[kind] } };
      if (choice) next[kind][key] = choice;
      else delete next[kind][key];
      return next;
    });
  }

  const choicesChanged = JSON.stringify(mappingOf(choices)) !== JSON.stringify(mappingOf(checkedChoices));
  return {
    file, setFile, chosenFormat, setChosenFormat, matchUsers, setMatchUsers, upload, report, choices, busy, error, job, format,
    choicesChanged, check, uploadAndCheck, startImport, startOver, choose,
  };
}

export type ImportWizardState = ReturnType<typeof useImportWizard>;
