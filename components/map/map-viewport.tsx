"use client";

import { useTranslations } from "next-intl";
import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent, type ReactNode } from "react";
import { IDENTITY, MAX_ZOOM, MIN_ZOOM, panBy, viewTransform, zoomAt, type MapView } from "./map-view";

/** A route or an airport as hovering or tapping names it, and as the map's table lists it: its label and count. */
export type MapRow = readonly [label: string, count: number];

/**
 * The map's routes and airports, most flown first: the element with data-mark="i" is routes[i], and past the routes
 * airports[i - routes.length]. The dashboard hands the same rows to the table, so the page's data holds them once.
 */
export interface MapRows {
  routes: readonly MapRow[];
  airports: readonly MapRow[];
}

/** The label, count and kind (a route counts flights, an airport visits) of the mark with that index. */
export function markAt(rows: MapRows, index: number): { label: string; count: number; kind: "route" | "airport" } | undefined {
  const route = rows.routes[index];
  if (route) return { label: route[0], count: route[1], kind: "route" };
  const airport = rows.airports[index - rows.routes.length];
  if (airport) return { label: airport[0], count: airport[1], kind: "airport" };
  return undefined;
}

const STEP = 1.5;
const PAN_SHARE = 0.1;
const TAP_SLOP = 6;

interface Tip {
  index: number;
  /** position in the frame's CSS pixels */
  x: number;
  y: number;
}

/**
 * Zoom and pan for a server-drawn SVG map, by mouse (wheel, drag), touch (drag, pinch) and keyboard (+, −, arrows, 0)
 * with visible buttons; hovering or tapping an element with data-mark="i" names mark i (markAt). The drawing itself is
 * the server's children: this adds no map library to the page.
 */
export function MapViewport({ width, height, marks, children }: { width: number; height: number; marks: MapRows; children: ReactNode }) {
  const t = useTranslations("Dashboard.map");
  const [view, setView] = useState<MapView>(IDENTITY);
  const [tip, setTip] = useState<Tip | null>(null);
  const svgRef = useRef<SVGSVGElement>(null);
  const pointers = useRef(new Map<number, { x: number; y: number }>());
  const gesture = useRef<{ moved: number; target: Element | null }>({ moved: 0, target: null });

  /** Client pixels → SVG user units of the frame. */
  const toFrame = (clientX: number, clientY: number): [number, number] => {
    const rect = svgRef.current?.getBoundingClientRect();
    if (!rect || rect.width === 0) return [0, 0];
    return [((clientX - rect.left) * width) / rect.width, ((clientY - rect.top) * height) / rect.height];
  };

  useEffect(() => {
    const svg = svgRef.current;
    if (!svg) return;
    // A native listener: React's wheel listener is passive and could not keep the page from scrolling.
    const onWheel = (event: WheelEvent) => {
      const rect = svg.getBoundingClientRect();
      const px = ((event.clientX - rect.left) * width) / rect.width;
      const py = ((event.clientY - rect.top) * height) / rect.height;
      const factor = Math.exp(-event.deltaY * (event.deltaMode === 1 ? 0.05 : 0.002));
      setView((current) => {
        const next = zoomAt(current, factor, px, py, width, height);
        return next.k === current.k ? current : next;
      });
      // At the limits the wheel scrolls the page, so the map never traps it.
      const atLimit = (factor < 1 && svg.dataset.zoom === String(MIN_ZOOM)) || (factor > 1 && svg.dataset.zoom === String(MAX_ZOOM));
      if (!atLimit) event.preventDefault();
    };
    svg.addEventListener("wheel", onWheel, { passive: false });
    return () => svg.removeEventListener("wheel", onWheel);
  }, [width, height]);

  const zoomCentre = (factor: number) => setView((current) => zoomAt(current, factor, width / 2, height / 2, width, height));
  const pan = (dx: number, dy: number) => setView((current) => panBy(current, dx, dy, width, height));

  const onKeyDown = (event: KeyboardEvent) => {
    const handled: Record<string, () => void> = {
      "+": () => zoomCentre(STEP),
      "=": () => zoomCentre(STEP),
      "-": () => zoomCentre(1 / STEP),
      "_": () => zoomCentre(1 / STEP),
      "0": () => setView(IDENTITY),
      ArrowLeft: () => pan(width * PAN_SHARE, 0),
      ArrowRight: () => pan(-width * PAN_SHARE, 0),
      ArrowUp: () => pan(0, height * PAN_SHARE),
      ArrowDown: () => pan(0, -height * PAN_SHARE),
      Escape: () => setTip(null),
    };
    const action = handled[event.key];
    if (!action || event.altKey || event.ctrlKey || event.metaKey) return;
    event.preventDefault();
    action();
  };

  const showTip = (target: EventTarget | null, clientX: number, clientY: number) => {
    const mark = target instanceof Element ? target.getAttribute("data-mark") : null;
    const rect = svgRef.current?.getBoundingClientRect();
    if (mark === null || !rect) return setTip(null);
    setTip({ index: Number(mark), x: clientX - rect.left, y: clientY - rect.top });
  };

  const onPointerDown = (event: PointerEvent<SVGSVGElement>) => {
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    gesture.current = { moved: pointers.current.size > 1 ? TAP_SLOP : 0, target: event.target as Element };
    event.currentTarget.setPointerCapture(event.pointerId);
  };

  const onPointerMove = (event: PointerEvent<SVGSVGElement>) => {
    const previous = pointers.current.get(event.pointerId);
    if (!previous) {
      if (event.pointerType === "mouse") showTip(event.target, event.clientX, event.clientY);
      return;
    }
    const all = pointers.current;
    if (all.size === 1) {
      const [x0, y0] = toFrame(previous.x, previous.y);
      const [x1, y1] = toFrame(event.clientX, event.clientY);
      gesture.current.moved += Math.hypot(event.clientX - previous.x, event.clientY - previous.y);
      if (gesture.current.moved >= TAP_SLOP) pan(x1 - x0, y1 - y0);
    } else if (all.size === 2) {
      const other = [...all].find(([id]) => id !== event.pointerId)?.[1];
      if (other) {
        const before = Math.hypot(previous.x - other.x, previous.y - other.y);
        const after = Math.hypot(event.clientX - other.x, event.clientY - other.y);
        const [mx0, my0] = toFrame((previous.x + other.x) / 2, (previous.y + other.y) / 2);
        const [mx1, my1] = toFrame((event.clientX + other.x) / 2, (event.clientY + other.y) / 2);
        setView((current) => panBy(zoomAt(current, before > 0 ? after / before : 1, mx0, my0, width, height), mx1 - mx0, my1 - my0, width, height));
      }
    }
    all.set(event.pointerId, { x: event.clientX, y: event.clientY });
  };

  const onPointerUp = (event: PointerEvent<SVGSVGElement>) => {
    const wasTap = pointers.current.size === 1 && gesture.current.moved < TAP_SLOP;
    pointers.current.delete(event.pointerId);
    if (wasTap) showTip(gesture.current.target, event.clientX, event.clientY);
  };

  const current = tip ? markAt(marks, tip.index) : undefined;
  const zoomed = view.k > MIN_ZOOM;
  return (
    <div className="relative">
      <div
        role="group"
        aria-label={t("mapLabel")}
        aria-describedby="flight-map-help"
        tabIndex={0}
        onKeyDown={onKeyDown}
        className="overflow-hidden rounded-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-600"
        data-testid="flight-map"
        data-zoom={view.k.toFixed(2)}
      >
        <svg
          ref={svgRef}
          viewBox={`0 0 ${width} ${height}`}
          aria-hidden="true"
          className={`block h-auto w-full select-none ${zoomed ? "cursor-grab touch-none" : "touch-pan-y"}`}
          data-zoom={String(view.k)}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerUp}
          onPointerCancel={(event) => pointers.current.delete(event.pointerId)}
          onPointerLeave={(event) => event.pointerType === "mouse" && !pointers.current.size && setTip(null)}
        >
          <g transform={viewTransform(view)}>{children}</g>
        </svg>
      </div>
      {current && tip ? (
        <div
          className="pointer-events-none absolute z-10 max-w-[16rem] -translate-x-1/2 -translate-y-full rounded-md bg-slate-900 px-2 py-1 text-sm text-white shadow dark:bg-white dark:text-slate-900"
          style={{ left: tip.x, top: tip.y - 10 }}
          data-testid="map-tooltip"
        >
          {t.rich("tooltip", { kind: current.kind, label: current.label, count: current.count, strong: (chunks) => <span className="font-semibold">{chunks}</span> })}
        </div>
      ) : null}
      {/* under the map on a phone, where they would hide part of it; over its corner from sm up */}
      <div className="mt-2 flex gap-1 sm:absolute sm:top-2 sm:right-2 sm:mt-0 sm:flex-col">
        <MapButton label={t("zoomIn")} onClick={() => zoomCentre(STEP)} disabled={view.k >= MAX_ZOOM}>
          +
        </MapButton>
        <MapButton label={t("zoomOut")} onClick={() => zoomCentre(1 / STEP)} disabled={!zoomed}>
          −
        </MapButton>
        <MapButton label={t("reset")} onClick={() => setView(IDENTITY)} disabled={!zoomed}>
          ⟲
        </MapButton>
      </div>
      <p id="flight-map-help" className="muted mt-1 text-xs">
        {t("help")}
      </p>
    </div>
  );
}

function MapButton({ label, onClick, disabled, children }: { label: string; onClick: () => void; disabled: boolean; children: ReactNode }) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      onClick={onClick}
      disabled={disabled}
      className="flex h-9 w-9 items-center justify-center rounded-md border border-slate-300 bg-white text-lg leading-none text-slate-900 shadow-sm hover:bg-slate-100 disabled:text-slate-500 disabled:opacity-60 dark:border-slate-600 dark:bg-slate-900 dark:text-white dark:hover:bg-slate-800 dark:disabled:text-slate-400"
    >
      {children}
    </button>
  );
}
