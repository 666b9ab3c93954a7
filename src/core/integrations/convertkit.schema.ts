/**
 * A creator's ConvertKit (Kit) connection as the integration page and the API show it, and what
 * the creator may change. Tokens never leave the server.
 */
import { z } from "zod";

export const newsletterTargetTypes = ["form", "tag"] as const;
export type TNewsletterTargetTypeName = (typeof newsletterTargetTypes)[number];

export const ZNewsletterList = z.object({ id: z.string(), name: z.string() });
export type TNewsletterListView = z.infer<typeof ZNewsletterList>;

export const ZConvertkitConnection = z.object({
  /** kit: the creator's Kit account; local: the offline stand-in of a server without Kit configured. */
  provider: z.enum(["kit", "local"]),
  accountName: z.string(),
  /** expired: Kit no longer accepts the connection; the creator must connect again. */
  status: z.enum(["active", "expired"]),
  target: z.object({ type: z.enum(newsletterTargetTypes), id: z.string(), name: z.string() }).nullable(),
  includesFollowers: z.boolean(),
  /** The last failure adding a contact (cleared by the next success). */
  lastError: z.string().nullable(),
  lastErrorAt: z.date().nullable(),
  connectedAt: z.date(),
});
export type TConvertkitConnection = z.infer<typeof ZConvertkitConnection>;

export const ZConvertkitState = z.object({
  /** Which provider "Connect" uses on this server; null when none is available. */
  providerKind: z.enum(["kit", "local"]).nullable(),
  connection: ZConvertkitConnection.nullable(),
});
export type TConvertkitState = z.infer<typeof ZConvertkitState>;

export const ZConvertkitConnectStart = z.object({ authorizeUrl: z.string() });

/** What Kit (or the local consent panel) sends back to the redirect URI. */
export const ZConvertkitCallbackInput = z.object({
  state: z.string().min(1, "state is missing").max(200),
  code: z.string().min(1).max(2000).optional(),
  error: z.string().max(200).optional(),
});
export type TConvertkitCallbackInput = z.infer<typeof ZConvertkitCallbackInput>;

export const ZConvertkitLists = z.object({ forms: z.array(ZNewsletterList), tags: z.array(ZNewsletterList) });
export type TConvertkitLists = z.infer<typeof ZConvertkitLists>;

/** A checkbox posts "on" when ticked and nothing when not; the API sends a boolean. */
const ZCheckbox = z
  .union([z.boolean(), z.enum(["on", "true", "false"])])
  .optional()
  .transform((value) => value === true || value === "on" || value === "true");

export const ZConvertkitSettingsInput = z.object({
  /** `form:<id>` or `tag:<id>`, as the picker's options are valued. */
  target: z
    .string({ error: "Pick a form or a tag." })
    .regex(/^(form|tag):[A-Za-z0-9_-]{1,64}$/, "Pick a form or a tag."),
  includesFollowers: ZCheckbox,
});
export type TConvertkitSettingsInput = z.input<typeof ZConvertkitSettingsInput>;

export function parseTargetValue(value: string): { type: TNewsletterTargetTypeName; id: string } {
  const [type, ...rest] = value.split(":");
  return { type: type === "tag" ? "tag" : "form", id: rest.join(":") };
}

export const ZLocalContact = z.object({
  email: z.string(),
  firstName: z.string(),
  targetType: z.enum(newsletterTargetTypes),
  targetId: z.string(),
  addedAt: z.date(),
});
export type TLocalContact = z.infer<typeof ZLocalContact>;

export const ZCreatorIdParams = z.object({ userId: z.string().min(1).max(128) });

export const ZNewsletterConsent = z.object({
  creatorId: z.string(),
  hasConsented: z.boolean(),
  /**
   * The creator puts followers who agree on their email list now (ConvertKit connected, a form or
   * tag chosen, followers included): only then is the choice worth offering.
   */
  isOffered: z.boolean(),
});
export type TNewsletterConsent = z.infer<typeof ZNewsletterConsent>;
