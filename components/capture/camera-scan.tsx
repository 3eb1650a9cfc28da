"use client";

import { useTranslations } from "next-intl";
import { useEffect, useRef, useState } from "react";

/** How often a frame is read: often enough to feel live, rarely enough for a phone's battery. */
const FRAME_INTERVAL_MS = 250;

interface Props {
  /** called once, with the first pass barcode read; the camera is off by then */
  onRead: (text: string) => void;
  /** called when the camera cannot be started, with the words to show */
  onError: (message: string) => void;
}

/**
 * A live scan with the rear camera: frames are read in the browser until the first pass barcode, then the camera
 * stops. It stops too when the scan is cancelled or the page is left.
 */
export function CameraScan({ onRead, onError }: Props) {
  const t = useTranslations("Capture.camera");
  const [on, setOn] = useState(false);
  const videoRef = useRef<HTMLVideoElement>(null);

  useEffect(() => {
    if (!on) return;
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setTimeout> | null = null;
    let stopped = false;
    const stop = () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      stream?.getTracks().forEach((track) => track.stop());
    };

    async function readFrames(findBarcode: (image: ImageData) => Promise<string | null>) {
      const video = videoRef.current;
      if (stopped || !video) return;
      const frame = frameOf(video);
      const text = frame ? await findBarcode(frame).catch(() => null) : null;
      if (stopped) return;
      if (text) {
        stop();
        setOn(false);
        onRead(text);
        return;
      }
      timer = setTimeout(() => void readFrames(findBarcode), FRAME_INTERVAL_MS);
    }

    (async () => {
      try {
        stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: { ideal: "environment" } }, audio: false });
        if (stopped) return stop();
        const video = videoRef.current;
        if (!video) return stop();
        video.srcObject = stream;
        await video.play();
        const { findBarcode } = await import("@/lib/capture/scan/pass-file");
        void readFrames(findBarcode);
      } catch {
        stop();
        setOn(false);
        onError(t("failed"));
      }
    })();
    return stop;
  }, [on, onRead, onError, t]);

  return (
    <div className="space-y-2">
      <button type="button" className="btn" onClick={() => setOn((value) => !value)}>
        {on ? t("stop") : t("start")}
      </button>
      {on ? <video ref={videoRef} className="w-full max-w-md rounded-lg" muted playsInline aria-label={t("view")} /> : null}
    </div>
  );
}

/** The video's current frame as pixels; null before the first frame. */
function frameOf(video: HTMLVideoElement): ImageData | null {
  if (video.videoWidth === 0 || video.videoHeight === 0) return null;
  const canvas = document.createElement("canvas");
  canvas.width = video.videoWidth;
  canvas.height = video.videoHeight;
  const context = canvas.getContext("2d", { willReadFrequently: true });
  if (!context) return null;
  context.drawImage(video, 0, 0);
  return context.getImageData(0, 0, canvas.width, canvas.height);
}
