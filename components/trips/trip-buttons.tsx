"use client";

import { ConfirmAction } from "@/components/ui/confirm-action";
import type { FormState } from "@/components/ui/form-state";

/** Takes one flight out of a trip (the flight itself stays), after a confirmation. */
export function RemoveTripFlightButton({ title, act }: { title: string; act: () => Promise<FormState> }) {
  return <ConfirmAction trigger="Remove" triggerLabel={`Remove ${title} from this trip`} question={`Remove ${title} from this trip? The flight stays in your log.`} confirm="Yes, remove" pending="Removing…" act={act} />;
}

/** Deletes a trip (its flights stay), after a confirmation. */
export function DeleteTripButton({ act }: { act: () => Promise<FormState> }) {
  return <ConfirmAction prominent trigger="Delete trip" question="Delete this trip? Its flights stay in your log." confirm="Yes, delete" pending="Deleting…" act={act} />;
}
