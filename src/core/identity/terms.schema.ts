import { z } from "zod";

/** The sign-up terms step: one box to tick. */
export const ZTermsAcceptanceForm = z.object({
  accept: z.literal("yes", { error: "Tick the box to agree to the terms before you continue." }),
});
