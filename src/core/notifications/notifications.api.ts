/**
 * Push notifications: which kinds a signed-in cook wants, and the browsers they turned them on in.
 * The store apps send their tokens with registration (`fcm_tokens`), which keeps them.
 */
import { z } from "zod";
import { defineEndpoints } from "../api/endpoint.ts";

/** The kinds of notice, each with its own switch. */
export const ZNotificationKinds = z.object({
  /** New recipes and meal plans from people they follow. */
  followedPosts: z.boolean(),
  /** Someone else changed a shopping list they share. */
  sharedList: z.boolean(),
  /** Receipts and renewals of their subscriptions to paywalled blogs. */
  subscriptionBilling: z.boolean(),
});
export type TNotificationKinds = z.infer<typeof ZNotificationKinds>;

export const ZNotificationSettingsInput = z.object({
  isEnabled: z.boolean(),
  kinds: ZNotificationKinds,
});
export type TNotificationSettingsInput = z.infer<typeof ZNotificationSettingsInput>;

export const ZNotificationSettings = ZNotificationSettingsInput.extend({
  /** The server's VAPID public key for `pushManager.subscribe`; null: push reaches no browser here. */
  vapidPublicKey: z.string().nullable(),
  /** Browsers receiving them. */
  deviceCount: z.number().int(),
});
export type TNotificationSettings = z.infer<typeof ZNotificationSettings>;

/** A browser's PushSubscription as `toJSON()` gives it. */
export const ZPushDeviceInput = z.object({
  endpoint: z.url("endpoint: must be a push service address.").max(2048),
  keys: z.object({
    p256dh: z
      .string()
      .regex(/^[A-Za-z0-9_-]{80,100}={0,2}$/, "keys.p256dh: must be the browser's base64url public key."),
    auth: z.string().regex(/^[A-Za-z0-9_-]{16,32}={0,2}$/, "keys.auth: must be the browser's base64url secret."),
  }),
});
export type TPushDeviceInput = z.infer<typeof ZPushDeviceInput>;

export const ZPushDeviceRemoval = z.object({ endpoint: z.string().min(1).max(2048) });

export const notificationsApi = defineEndpoints("notifications", {
  find: {
    method: "GET",
    path: "/me/notifications",
    summary: "Your push-notification settings",
    isSignedIn: true,
    response: ZNotificationSettings,
  },
  save: {
    method: "PUT",
    path: "/me/notifications",
    summary: "Turn push notifications on or off, and choose which kinds",
    isSignedIn: true,
    body: ZNotificationSettingsInput,
    response: ZNotificationSettings,
  },
  addDevice: {
    method: "POST",
    path: "/me/notifications/devices",
    summary: "Send notifications to this browser",
    description:
      "The browser's push subscription (endpoint and keys). The endpoint must be a browser vendor's push service. Turns notifications on.",
    isSignedIn: true,
    body: ZPushDeviceInput,
    response: ZNotificationSettings,
  },
  removeDevice: {
    method: "POST",
    path: "/me/notifications/devices/remove",
    summary: "Stop sending notifications to this browser",
    isSignedIn: true,
    body: ZPushDeviceRemoval,
    response: ZNotificationSettings,
  },
});
