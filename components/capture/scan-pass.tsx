"use client";

import { useTranslations } from "next-intl";
import { useCallback, useEffect, useState, useTransition, type ChangeEvent } from "react";
import type { FlightDraft } from "@/lib/capture/bcbp/bcbp-to-draft";
import type { CompletedDraft } from "@/lib/capture/known/complete-draft";
import { draftsOfPassText } from "@/lib/capture/scan/pass-legs";
import type { ReviewedLeg } from "@/lib/capture/scan/pass-legs";
import type { LegReview } from "@/lib/capture/scan/pass-legs-db";
import type { AddSeat } from "./add-pass-seat";
import { CameraScan } from "./camera-scan";
import { localToday } from "./local-today";
import { PassReview } from "./pass-review";
import { useScanRefusals } from "./scan-refusals";

type Answer<T> = T | { message: string };

interface Props {
  review: (drafts: FlightDraft[]) => Promise<Answer<{ reviews: LegReview[] }>>;
  /** saves the reviewed legs: their ids, or (offline) the routes kept on this device to sync later */
  save: (legs: ReviewedLeg[]) => Promise<Answer<{ ids: number[] } | { kept: string[] }>>;
  addSeat: AddSeat;
}

/** A pass's barcode text as an example: the same in every language. */
const SAMPLE_PASS_TEXT = "M1DOE/JANE            EABC123 ZRHLHRLX 0318 120J012A0001 100";

const NOTHING_KNOWN = { aircraft: null, departureTime: null, arrivalTime: null, arrivalDayOffset: null, filled: [], knownFlightId: null };

/**
 * Scan a boarding pass: its barcode's text pasted, a photo or screenshot, or an Apple Wallet pass. The barcode is
 * decoded and the pass read in the browser (no network); the server then adds what the user's own flights know and
 * saves the legs together.
 */
export function ScanPass({ review, save, addSeat }: Props) {
  const t = useTranslations("Capture.scan");
  const tOffline = useTranslations("Offline.scanPass");
  const refusals = useScanRefusals();
  const [text, setText] = useState("");
  const [keepPersonal, setKeepPersonal] = useState(false);
  const [reviews, setReviews] = useState<LegReview[] | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const [saved, setSaved] = useState<{ ids: number[]; titles: string[] } | null>(null);
  const [kept, setKept] = useState<string[] | null>(null);
  const [pending, startTransition] = useTransition();
  const [decoder, setDecoder] = useState<"loading" | "ready" | "failed">("loading");

  // the reader loads as this page opens, so that a scan works offline afterwards (flight mode)
  useEffect(() => {
    import("@/lib/capture/scan/pass-file")
      .then(({ prepareDecoder }) => prepareDecoder())
      .then(() => setDecoder("ready"))
      .catch(() => setDecoder("failed"));
  }, []);

  async function readPass(passText: string) {
    setMessage(null);
    setSaved(null);
    setKept(null);
    let drafts: FlightDraft[];
    try {
      // the personal items stay in the page; they go to the server only when the box is ticked
      drafts = draftsOfPassText(passText, localToday(), true);
    } catch (error) {
      setReviews(null);
      setMessage(refusals.ofPassText(error));
      return;
    }
    setReviews(drafts.map((draft) => ({ leg: { ...draft, ...NOTHING_KNOWN }, sameFlightId: null, ownSeat: null })));
    setStatus(t("readLegs", { count: drafts.length }));
    try {
      const answer = await review(drafts.map(({ personal: _personal, ...draft }) => draft));
      if ("message" in answer) setMessage(answer.message);
      else setReviews(answer.reviews.map((found, index) => ({ ...found, leg: { ...found.leg, personal: drafts[index]?.personal } })));
    } catch {
      setStatus(t("notChecked"));
    }
  }

  async function readFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (!file) return;
    setStatus(t("readingFile", { name: file.name }));
    setMessage(null);
    try {
      const { passTextOfFile } = await import("@/lib/capture/scan/pass-file");
      const passText = await passTextOfFile(file);
      setText(passText);
      await readPass(passText);
    } catch (error) {
      setStatus(null);
      setMessage(refusals.ofFile(error));
    }
  }

  const readCameraText = useCallback((passText: string) => {
    setText(passText);
    void readPass(passText);
    // readPass only sets state; it is the same function for the camera's life
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const cameraError = useCallback((problem: string) => setMessage(problem), []);

  function updateLeg(index: number, patch: Partial<CompletedDraft>) {
    setReviews((list) => list?.map((item, i) => (i === index ? { ...item, leg: { ...item.leg, ...patch } } : item)) ?? null);
  }

  const toSave = reviews?.filter((item) => item.sameFlightId === null) ?? [];

  function saveLegs() {
    const legs = toSave.map(({ leg }) => ({ ...leg, keepPersonal, personal: keepPersonal ? leg.personal : undefined }));
    startTransition(async () => {
      setMessage(null);
      try {
        const answer = await save(legs);
        if ("message" in answer) setMessage(answer.message);
        else {
          if ("kept" in answer) setKept(answer.kept);
          else setSaved({ ids: answer.ids, titles: legs.map((leg) => `${leg.from} → ${leg.to}`) });
          setReviews(null);
          setText("");
        }
      } catch {
        setMessage(t("saveOffline"));
      }
    });
  }

  return (
    <div className="space-y-6">
      {message ? (
        <p role="alert" className="alert-error">
          {message}
        </p>
      ) : null}
      {status && !message ? (
        <p role="status" className="muted text-sm">
          {status}
        </p>
      ) : null}
      {saved ? (
        <div role="status" className="alert-success">
          <p>{t("saved", { count: saved.ids.length })}</p>
          <ul>
            {saved.ids.map((id, index) => (
              <li key={id}>
                <a className="underline" href={`/flights/${id}`}>
                  {saved.titles[index]}
                </a>
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      {kept ? (
        <p role="status" className="alert-success">
          {tOffline("kept", { flights: kept.join(", ") })}
        </p>
      ) : null}

      <div className="card space-y-4" data-decoder={decoder}>
        {decoder === "failed" ? <p className="muted text-sm">{t("decoderFailed")}</p> : null}
        <CameraScan onRead={readCameraText} onError={cameraError} />
        <div>
          <label className="label" htmlFor="scan-file">
            {t("fileLabel")}
          </label>
          <input id="scan-file" type="file" className="input" accept="image/png,image/jpeg,image/webp,.pkpass,application/vnd.apple.pkpass" onChange={readFile} />
          <p className="hint">{t("fileHint")}</p>
        </div>
        <div>
          <label className="label" htmlFor="scan-text">
            {t("textLabel")}
          </label>
          <textarea id="scan-text" className="input min-h-24 font-mono text-sm" value={text} onChange={(event) => setText(event.target.value)} placeholder={SAMPLE_PASS_TEXT} />
          <p className="hint">{t("textHint")}</p>
          <button type="button" className="btn mt-2" onClick={() => readPass(text)} disabled={text.trim() === ""}>
            {t("readText")}
          </button>
        </div>
        <label className="flex items-start gap-2 text-sm">
          <input type="checkbox" checked={keepPersonal} onChange={(event) => setKeepPersonal(event.target.checked)} />
          <span>{t("keepPersonal")}</span>
        </label>
      </div>

      {reviews ? (
        <section className="space-y-4" aria-label={t("review")}>
          <PassReview reviews={reviews} onChange={updateLeg} addSeat={addSeat} />
          {toSave.length > 0 ? (
            <button type="button" className="btn btn-primary" disabled={pending} onClick={saveLegs}>
              {pending ? t("saving") : t("save", { count: toSave.length })}
            </button>
          ) : null}
        </section>
      ) : null}
    </div>
  );
}
