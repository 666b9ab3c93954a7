/** Following: public profiles are followed at once, private ones after the owner approves. */
import { z } from "zod";

export const followStatuses = ["none", "following", "requested"] as const;
export type TFollowStatus = (typeof followStatuses)[number];

export const ZUserIdParams = z.object({ userId: z.string().min(1).max(128) });

export const ZFollowState = z.object({ userId: z.string(), status: z.enum(followStatuses) });
export type TFollowState = z.infer<typeof ZFollowState>;
