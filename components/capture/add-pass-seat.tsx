"use client";

import { useTranslations } from "next-intl";
import { useState, useTransition, type ReactNode } from "react";
import { passSeatFill, type SeatDetails } from "@/lib/capture/scan/pass-seat";
import type { SeatClass } from "@/lib/flights/enums";

export type AddSeat = (flightId: number, seat: SeatDetails) => Promise<{ seat: SeatDetails } | { message: string }>;

interface Props {
  flightId: number;
  ownSeat: SeatDetails | null;
  pass: SeatDetails;
  addSeat: AddSeat;
}

/** A seat class as it reads inside a sentence ("Add seat 12A (business) to it"). */
const CLASS_WORDS = { economy: "classes.economy", "economy+": "classes.premiumEconomy", business: "classes.business", first: "classes.first", private: "classes.private" } as const satisfies Record<SeatClass, string>;

/** The fields a fill gives that the seat lacked. */
function newFields(own: SeatDetails, filled: SeatDetails): SeatDetails {
  return { seatNumber: own.seatNumber === null ? filled.seatNumber : null, seatClass: own.seatClass === null ? filled.seatClass : null };
}

/**
 * A leg the user already has: a link to their flight and, when the pass knows what their own seat there lacks, a
 * button adding it (empty fields only, lib/capture/scan/pass-seat.ts).
 */
export function AddPassSeat({ flightId, ownSeat, pass, addSeat }: Props) {
  const t = useTranslations("Capture.addSeat");
  const [added, setAdded] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();
  const fill = ownSeat ? passSeatFill(ownSeat, pass) : null;
  const link = (chunks: ReactNode) => (
    <a className="underline" href={`/flights/${flightId}`}>
      {chunks}
    </a>
  );

  /** "Add seat 12A (business) to it", "Add seat 12A to it", "Add business class to it". */
  function addLabel({ seatNumber, seatClass }: SeatDetails): string {
    const className = seatClass && seatClass in CLASS_WORDS ? t(CLASS_WORDS[seatClass as SeatClass]) : seatClass;
    if (seatNumber && className) return t("addSeatAndClass", { seat: seatNumber, className });
    return seatNumber ? t("addSeatNumber", { seat: seatNumber }) : t("addClass", { className: className ?? "" });
  }

  function add() {
    startTransition(async () => {
      setMessage(null);
      try {
        const answer = await addSeat(flightId, pass);
        if ("message" in answer) setMessage(answer.message);
        else setAdded(true);
      } catch {
        setMessage(t("offline"));
      }
    });
  }

  if (added) {
    return (
      <p role="status" className="alert-success">
        {t.rich("added", { link })}
      </p>
    );
  }
  return (
    <div role="status" className="alert-success space-y-2">
      <p>
        {t.rich("alreadyHave", { link })}
        {fill?.kind === "conflict" ? <> {t("seatDiffers", { own: fill.seatNumber, pass: pass.seatNumber ?? "" })}</> : null}
      </p>
      {fill?.kind === "fill" ? (
        <button type="button" className="btn" disabled={pending} onClick={add}>
          {pending ? t("adding") : addLabel(newFields(ownSeat!, fill.seat))}
        </button>
      ) : null}
      {message ? <p className="field-error">{message}</p> : null}
    </div>
  );
}
