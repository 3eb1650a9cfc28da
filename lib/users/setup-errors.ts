import { ForbiddenError } from "@/lib/errors";

/** Set-up was attempted when a user already exists. */
export class ConflictOnSetupError extends ForbiddenError {}
