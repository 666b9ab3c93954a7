/**
 * The integration page's server half: what the loader shows (including finishing the OAuth
 * redirect, which lands on this page) and what its form posts do. Both call the same services as
 * the API, in this process.
 */
import { redirect } from "react-router";
import { AppError } from "#core/errors.ts";
import type { TConvertkitLists, TConvertkitState, TLocalContact } from "#core/integrations/convertkit.schema.ts";
import { ZConvertkitSettingsInput } from "#core/integrations/convertkit.schema.ts";
import { convertkitMessages } from "#core/integrations/convertkit-messages.ts";
import type { TAppContext } from "#web/context.ts";
import { formMessageOf } from "#web/lib/errors.ts";
import { parseFormData } from "#web/lib/form-data.server.ts";

export const pagePath = "/integrations/convertkit";

/** What a redirect back to the page says happened; the key travels in `?outcome=`. */
const outcomeTexts = {
  connected: { tone: "success", text: "ConvertKit is connected. Now pick where new contacts go." },
  disconnected: { tone: "success", text: "ConvertKit is disconnected. Ladle deleted its access to your account." },
  denied: { tone: "error", text: convertkitMessages.denied },
  stale: { tone: "error", text: convertkitMessages.staleState },
  refused: { tone: "error", text: convertkitMessages.refused },
  unavailable: { tone: "error", text: convertkitMessages.unavailable },
  failed: { tone: "error", text: "We couldn't connect ConvertKit. Try again." },
} as const;
type TOutcome = keyof typeof outcomeTexts;

export type TNotice = { tone: "success" | "error"; text: string };

export type TConvertkitPageData =
  | { view: "visitor" }
  | { view: "not-creator" }
  | { view: "unavailable" }
  | { view: "local-consent"; state: string; codeChallenge: string }
  | {
      view: "creator";
      state: TConvertkitState;
      lists: TConvertkitLists | null;
      listsError: string | null;
      localContacts: TLocalContact[] | null;
      notice: TNotice | null;
    };

function isCreator(context: TAppContext): boolean {
  const role = context.viewer?.role;
  return Boolean(context.viewer?.isAuthenticated) && (role === "BLOG_CREATOR" || role === "PAYWALLED_BLOG_CREATOR");
}

function outcomeOf(error: unknown): TOutcome {
  if (!(error instanceof AppError)) return "failed";
  if (error.message === convertkitMessages.denied) return "denied";
  if (error.message === convertkitMessages.staleState) return "stale";
  if (error.message === convertkitMessages.refused) return "refused";
  if (error.status === 503) return "unavailable";
  return "failed";
}

export async function loadConvertkitPage(request: Request, context: TAppContext): Promise<TConvertkitPageData> {
  const { viewer, services } = context;
  if (!viewer) return { view: "visitor" };
  if (!isCreator(context)) return { view: "not-creator" };
  const creatorId = viewer.userId;
  const url = new URL(request.url);
  const state = url.searchParams.get("state");
  // The provider sends the creator back here with the code (or a refusal): finish, then show a clean address.
  if (state && (url.searchParams.has("code") || url.searchParams.has("error"))) {
    let outcome: TOutcome = "connected";
    try {
      await services.convertkit.completeConnect({
        creatorId,
        headers: request.headers,
        input: {
          state,
          code: url.searchParams.get("code") ?? undefined,
          error: url.searchParams.get("error") ?? undefined,
        },
      });
    } catch (error) {
      outcome = outcomeOf(error);
    }
    throw redirect(`${pagePath}?outcome=${outcome}`);
  }
  const convertkit = await services.convertkit.findState({ creatorId });
  if (!convertkit.providerKind) return { view: "unavailable" };
  const codeChallenge = url.searchParams.get("code_challenge");
  if (url.searchParams.has("local_consent") && convertkit.providerKind === "local" && state && codeChallenge) {
    return { view: "local-consent", state, codeChallenge };
  }
  const outcome = url.searchParams.get("outcome") as TOutcome | null;
  const notice = outcome && outcome in outcomeTexts ? outcomeTexts[outcome] : null;
  const isUsable = convertkit.connection?.status === "active";
  let lists: TConvertkitLists | null = null;
  let listsError: string | null = null;
  if (isUsable) {
    try {
      lists = await services.convertkit.listLists({ creatorId });
    } catch (error) {
      listsError = error instanceof AppError ? formMessageOf(error) : convertkitMessages.unavailable;
    }
  }
  const localContacts =
    convertkit.connection && convertkit.providerKind === "local"
      ? (await services.convertkit.listLocalContacts({ creatorId })).contacts
      : null;
  // Reading the lists may have found the connection expired.
  const latest = listsError ? await services.convertkit.findState({ creatorId }) : convertkit;
  return { view: "creator", state: latest, lists, listsError, localContacts, notice };
}

export type TConvertkitActionData =
  | { ok: true; message: string }
  | { ok: false; fieldErrors: Record<string, string>; formError: string | null };

function failure(formError: string, fieldErrors: Record<string, string> = {}): TConvertkitActionData {
  return { ok: false, fieldErrors, formError };
}

export async function runConvertkitAction(request: Request, context: TAppContext): Promise<TConvertkitActionData> {
  const { viewer, services } = context;
  if (!viewer || !isCreator(context)) return failure("Only creators with a blog can connect ConvertKit.");
  const creatorId = viewer.userId;
  const form = await request.formData();
  const intent = form.get("intent");
  try {
    if (intent === "connect") {
      const { authorizeUrl } = await services.convertkit.startConnect({
        creatorId,
        headers: request.headers,
      });
      throw redirect(authorizeUrl);
    }
    if (intent === "disconnect") {
      await services.convertkit.disconnect({ creatorId });
      throw redirect(`${pagePath}?outcome=disconnected`);
    }
    if (intent === "local-allow" || intent === "local-deny") {
      const next = await services.convertkit.answerLocalConsent({
        creatorId,
        state: String(form.get("state") ?? ""),
        codeChallenge: String(form.get("codeChallenge") ?? ""),
        isAllowed: intent === "local-allow",
      });
      throw redirect(next);
    }
    if (intent === "save") {
      const parsed = parseFormData(form, ZConvertkitSettingsInput);
      if (!parsed.ok) return failure("Check the highlighted field.", parsed.fieldErrors);
      const { connection } = await services.convertkit.saveSettings({ creatorId, input: parsed.data });
      const target = connection?.target;
      return {
        ok: true,
        message: target ? `Saved. New contacts go to the ${target.type} “${target.name}”.` : "Saved.",
      };
    }
    return failure("That button isn't one we know. Reload the page and try again.");
  } catch (error) {
    if (error instanceof Response) throw error;
    if (error instanceof AppError) return failure(formMessageOf(error));
    throw error;
  }
}
