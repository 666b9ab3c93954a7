import { z } from "zod";
import { defineEndpoints } from "../api/endpoint.ts";
import {
  ZConvertkitCallbackInput,
  ZConvertkitConnectStart,
  ZConvertkitLists,
  ZConvertkitSettingsInput,
  ZConvertkitState,
  ZCreatorIdParams,
  ZLocalContact,
  ZNewsletterConsent,
} from "./convertkit.schema.ts";

const creatorOnly = "Creators with a blog only (403 otherwise).";

export const convertkitApi = defineEndpoints("integrations", {
  state: {
    method: "GET",
    path: "/integrations/convertkit",
    summary: "The creator's ConvertKit connection",
    description: `${creatorOnly} \`connection\` is null until connected; never includes tokens.`,
    isSignedIn: true,
    response: ZConvertkitState,
  },
  connect: {
    method: "POST",
    path: "/integrations/convertkit/connect",
    summary: "Start connecting ConvertKit",
    description: `${creatorOnly} Returns the consent page to send the browser to; the OAuth state is bound to this session and expires in 10 minutes. 503 when no provider is configured; 429 when started too often.`,
    isSignedIn: true,
    response: ZConvertkitConnectStart,
  },
  callback: {
    method: "POST",
    path: "/integrations/convertkit/callback",
    summary: "Finish connecting ConvertKit",
    description:
      "The `state` and `code` (or `error`) the consent page sent back. 400 when the state is unknown, expired or started in another session, or when access was refused; 503 when ConvertKit does not answer.",
    isSignedIn: true,
    body: ZConvertkitCallbackInput,
    response: ZConvertkitState,
  },
  lists: {
    method: "GET",
    path: "/integrations/convertkit/lists",
    summary: "The connected account's forms and tags",
    description: `${creatorOnly} 409 when not connected or the connection expired; 503 when ConvertKit does not answer.`,
    isSignedIn: true,
    response: ZConvertkitLists,
  },
  saveSettings: {
    method: "PUT",
    path: "/integrations/convertkit/settings",
    summary: "Choose the form or tag, and whether followers are added",
    description: `${creatorOnly} The form or tag must be one of the account's (400 otherwise).`,
    isSignedIn: true,
    body: ZConvertkitSettingsInput,
    response: ZConvertkitState,
  },
  disconnect: {
    method: "DELETE",
    path: "/integrations/convertkit",
    summary: "Disconnect ConvertKit",
    description: "Revokes the tokens at ConvertKit (best effort) and deletes them here. Idempotent.",
    isSignedIn: true,
    status: 204,
    response: z.null(),
  },
  localContacts: {
    method: "GET",
    path: "/integrations/convertkit/local-contacts",
    summary: "Contacts added to the local stand-in's list",
    description: `${creatorOnly} Only on servers without ConvertKit configured: newest first, up to 100.`,
    isSignedIn: true,
    response: z.object({ contacts: z.array(ZLocalContact) }),
  },
  giveConsent: {
    method: "PUT",
    path: "/creators/:userId/newsletter-consent",
    summary: "Agree to a creator's emails",
    description:
      "The creator may add you to their email list when you follow them (if they choose to). 404 when the user has no blog; 400 for yourself.",
    isSignedIn: true,
    params: ZCreatorIdParams,
    response: ZNewsletterConsent,
  },
  withdrawConsent: {
    method: "DELETE",
    path: "/creators/:userId/newsletter-consent",
    summary: "Withdraw agreement to a creator's emails",
    description: "Contacts already added stay on the creator's list: unsubscribe from their emails there.",
    isSignedIn: true,
    params: ZCreatorIdParams,
    response: ZNewsletterConsent,
  },
  findConsent: {
    method: "GET",
    path: "/creators/:userId/newsletter-consent",
    summary: "Whether you agreed to a creator's emails",
    isSignedIn: true,
    params: ZCreatorIdParams,
    response: ZNewsletterConsent,
  },
});
