"use client";

import { useState, useTransition } from "react";
import { passSeatFill, type SeatDetails } from "@/lib/capture/scan/pass-seat";
import { SEAT_CLASS_NAMES } from "@/lib/flights/enum-names";
import type { SeatClass } from "@/lib/flights/enums";

export type AddSeat = (flightId: number, seat: SeatDetails) => Promise<{ seat: SeatDetails } | { message: string }>;

interface Props {
  flightId: number;
  ownSeat: SeatDetails | null;
  pass: SeatDetails;
  addSeat: AddSeat;
}

/** "12A (business)", "12A", "business": what the pass adds to the seat. */
function seatWords({ seatNumber, seatClass }: SeatDetails): string {
  const className = seatClass ? SEAT_CLASS_NAMES[seatClass as SeatClass]?.toLowerCase() ?? seatClass : null;
  if (seatNumber && className) return `seat ${seatNumber} (${className})`;
  return seatNumber ? `seat ${seatNumber}` : `${className} class`;
}

/** The fields a fill gives that the seat lacked. */
function newFields(own: SeatDetails, filled: SeatDetails): SeatDetails {
  return { seatNumber: own.seatNumber === null ? filled.seatNumber : null, seatClass: own.seatClass === null ? filled.seatClass : null };
}

/**
 * A leg the user already has: a link to their flight and, when the pass knows what their own seat there lacks, a
 * button adding it (empty fields only, lib/capture/scan/pass-seat.ts).
 */
export function AddPassSeat({ flightId, ownSeat, pass, addSeat }: Props) {
  const [added, setAdded] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();
  const fill = ownSeat ? passSeatFill(ownSeat, pass) : null;
  const link = (
    <a className="underline" href={`/flights/${flightId}`}>
      Open it
    </a>
  );

  function add() {
    startTransition(async () => {
      setMessage(null);
      try {
        const answer = await addSeat(flightId, pass);
        if ("message" in answer) setMessage(answer.message);
        else setAdded(true);
      } catch {
        setMessage("The seat could not be added: the server cannot be reached. Nothing was changed.");
      }
    });
  }

  if (added) {
    return (
      <p role="status" className="alert-success">
        Seat added. {link}
      </p>
    );
  }
  return (
    <div role="status" className="alert-success space-y-2">
      <p>
        You already have this flight. {link}. It is not saved again.
        {fill?.kind === "conflict" ? ` Your seat there is ${fill.seatNumber}, not ${pass.seatNumber}: it is left as it is.` : null}
      </p>
      {fill?.kind === "fill" ? (
        <button type="button" className="btn" disabled={pending} onClick={add}>
          {pending ? "Adding…" : `Add ${seatWords(newFields(ownSeat!, fill.seat))} to it`}
        </button>
      ) : null}
      {message ? <p className="field-error">{message}</p> : null}
    </div>
  );
}
