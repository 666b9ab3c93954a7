/**
 * The browser's copy of the shopping list, for the page and the panel alike. It is kept in
 * localStorage with the operations not yet sent, so the list opens and can be ticked without a
 * network: operations show at once, wait in the queue while offline, and are sent in order when
 * the network is back (each with its id, so one sent twice is applied once). While a list is on
 * screen, the server's event stream says when someone else changed it.
 */
import { ApiError, callApi } from "#web/lib/api-client.ts";
import { showErrorToast } from "#web/lib/errors.ts";
import { notify } from "#web/lib/toast.ts";
import { addRefusedMessage, planAddedMessage, recipeAddedLaterMessage, type TPlanAdded } from "./added-messages.ts";
import { applyLocally, type TOperation, type TShoppingView } from "./operations.ts";

export type TSyncStatus = "loading" | "offline" | "syncing" | "synced" | "failed";

export interface TShoppingState {
  /** The list as shown: the server's last answer with the waiting operations applied. */
  view: TShoppingView | null;
  status: TSyncStatus;
  pendingCount: number;
}

interface TSaved {
  userId: string;
  base: TShoppingView | null;
  pending: TOperation[];
}

const storageKey = "ladle-shopping-list";

let userId: string | null = null;
let base: TShoppingView | null = null;
let pending: TOperation[] = [];
let status: TSyncStatus = "loading";
let isSending = false;
/** Whether the server has been asked for the list since this page loaded. */
let hasAsked = false;
/** Operations the server refused (and the store said why), for those waiting on them. */
const refusedIds = new Set<string>();
/**
 * Adds whose button is waiting for the answer, to tell the cook how they went. An add the button
 * stopped waiting for (it waited for the network) is told of by the store once it is sent.
 */
const awaitedIds = new Set<string>();
/** The server's word on the plans added, for the buttons waiting on them. */
const planAnswers = new Map<string, TPlanAdded>();
let snapshot: TShoppingState = { view: null, status, pendingCount: 0 };
const listeners = new Set<() => void>();

function publish() {
  const view = base ? pending.reduce(applyLocally, base) : null;
  snapshot = { view, status, pendingCount: pending.length };
  for (const listener of listeners) listener();
  save();
}

function save() {
  if (!userId) return;
  try {
    window.localStorage.setItem(storageKey, JSON.stringify({ userId, base, pending } satisfies TSaved));
  } catch {
    // Storage full or blocked: the list still works while the page is open.
  }
}

function restore(forUser: string) {
  try {
    const saved = JSON.parse(window.localStorage.getItem(storageKey) ?? "null") as TSaved | null;
    if (saved?.userId === forUser) {
      base = saved.base;
      pending = saved.pending;
      return;
    }
  } catch {
    // A damaged copy is no copy.
  }
  base = null;
  pending = [];
}

function isNetworkError(error: unknown): boolean {
  return error instanceof ApiError && error.code === "NETWORK_ERROR";
}

export const shoppingStore = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
  getSnapshot: () => snapshot,
  getServerSnapshot: () => snapshot,
};

let isListeningForOnline = false;

/**
 * Operations waiting for the network are sent when it is back, whether or not a list is on screen
 * (an add made offline from a recipe page whose panel was closed since).
 */
function sendPendingWhenOnline() {
  if (isListeningForOnline || typeof window === "undefined") return;
  isListeningForOnline = true;
  window.addEventListener("online", () => {
    if (pending.length > 0) void sendPending();
  });
}

/** Shows this viewer's local copy (the header's badge), without asking the server. */
export function restoreShoppingList(viewerId: string) {
  sendPendingWhenOnline();
  if (userId === viewerId) return;
  userId = viewerId;
  hasAsked = false;
  restore(viewerId);
  status = "loading";
  publish();
}

/**
 * The viewer signed out (here or elsewhere): their list and the operations not yet sent leave this
 * page too, so a later publish cannot write them back to storage nor send them as someone else.
 */
export function forgetShoppingList() {
  userId = null;
  base = null;
  pending = [];
  hasAsked = false;
  status = "loading";
  publish();
}

/** The list is on screen: the local copy at once, then the server's, once per page load. */
export function startShoppingList(viewerId: string) {
  restoreShoppingList(viewerId);
  if (hasAsked) return;
  hasAsked = true;
  void refreshShoppingList();
}

/** Reads the list again; on a network failure the local copy stays on screen. */
export async function refreshShoppingList() {
  if (!userId) return;
  if (pending.length > 0) return sendPending();
  const forUser = userId;
  try {
    const view = await callApi("GET /shopping-list");
    if (forUser !== userId) return;
    base = view;
    status = "synced";
  } catch (error) {
    status = isNetworkError(error) ? "offline" : "failed";
  }
  publish();
}

/** Shows the operation at once and sends it (now, or when the network is back). */
export function performOperation(operation: Omit<TOperation, "opId">): string {
  const opId = crypto.randomUUID();
  pending = [...pending, { ...operation, opId } as TOperation];
  publish();
  void sendPending();
  return opId;
}

/** Sends the waiting operations in order; stops at the first network failure and keeps the rest. */
export async function sendPending() {
  if (isSending || !userId) return;
  isSending = true;
  status = "syncing";
  publish();
  let wasRefused = false;
  try {
    while (pending.length > 0) {
      const operation = pending[0];
      try {
        const { addedRecipeCount, lockedRecipeCount, lockedBlogTitles, ...view } = await sendOperation(operation);
        base = view;
        const planAdded =
          addedRecipeCount === undefined
            ? null
            : { addedRecipeCount, lockedRecipeCount: lockedRecipeCount ?? 0, lockedBlogTitles: lockedBlogTitles ?? [] };
        reportAdded(operation, planAdded);
      } catch (error) {
        if (isNetworkError(error)) {
          status = "offline";
          return;
        }
        // Refused for good (the item is gone, the list is no longer shared with you): dropped.
        wasRefused = true;
        refusedIds.add(operation.opId);
        reportRefused(operation, error);
      }
      pending = pending.filter((each) => each.opId !== operation.opId);
      publish();
    }
    status = "synced";
  } finally {
    isSending = false;
    publish();
  }
  // After a refusal the copy may be of a list that is no longer ours: read the current one.
  if (wasRefused) await refreshShoppingList();
}

/** Hands a plan's answer to the button waiting on it, or tells the cook of an add sent after they stopped waiting. */
function reportAdded(operation: TOperation, planAdded: TPlanAdded | null) {
  const isPlan = operation.route === "POST /shopping-lists/:listId/meal-plans";
  if (awaitedIds.has(operation.opId)) {
    if (isPlan && planAdded) planAnswers.set(operation.opId, planAdded);
    return;
  }
  if (operation.route === "POST /shopping-lists/:listId/recipes")
    notify.success(recipeAddedLaterMessage(operation.label));
  if (!isPlan || !planAdded) return;
  const message = planAddedMessage({ title: operation.label ?? "the meal plan", ...planAdded });
  if (planAdded.lockedRecipeCount > 0) notify.warning(message);
  else notify.success(message);
}

function reportRefused(operation: TOperation, error: unknown) {
  if (error instanceof ApiError && error.status === 404) return;
  // A recipe or every recipe of a plan is for a blog's subscribers only.
  if (error instanceof ApiError && error.status === 403) {
    if (operation.route === "POST /shopping-lists/:listId/recipes") return notify.error(addRefusedMessage("recipe"));
    if (operation.route === "POST /shopping-lists/:listId/meal-plans") return notify.error(addRefusedMessage("plan"));
  }
  showErrorToast(error);
}

/** A write's answer: the list, and for a plan added, what went on it and what was left out. */
async function sendOperation(operation: TOperation): Promise<TShoppingView & Partial<TPlanAdded>> {
  const listId = operation.listId ?? base?.id ?? (await callApi("GET /shopping-list")).id;
  // Every queued route takes the list in its path and its body plus the operation id, and answers
  // the list: one call serves them all (the queue's type, TOperation, pairs each route with its body).
  return callApi(operation.route as "POST /shopping-lists/:listId/items/check", {
    params: { listId },
    body: { ...operation.body, opId: operation.opId } as never,
  });
}

/** An answer to a write that is not queued (sharing): it becomes the list shown. */
export function replaceShoppingList(view: TShoppingView) {
  base = view;
  publish();
}

/** The list this viewer shops from; null offline when this browser has never loaded it (asked again when sent). */
async function findListId(viewerId: string): Promise<string | null> {
  startShoppingList(viewerId);
  if (base) return base.id;
  try {
    return (await callApi("GET /shopping-list")).id;
  } catch (error) {
    if (isNetworkError(error)) return null;
    throw error;
  }
}

/** How an operation ended: answered, refused (the store has said why), or waiting for the network. */
type TOperationOutcome = "applied" | "refused" | "waiting";

function whenSent(opId: string): Promise<TOperationOutcome> {
  awaitedIds.add(opId);
  return new Promise((resolve) => {
    const check = () => {
      const isWaiting = pending.some((each) => each.opId === opId);
      if (isWaiting && status !== "offline") return;
      listeners.delete(check);
      awaitedIds.delete(opId);
      resolve(isWaiting ? "waiting" : refusedIds.delete(opId) ? "refused" : "applied");
    };
    listeners.add(check);
    check();
  });
}

/**
 * "Add to shopping list" on a recipe: onto the list this viewer shops from, at these servings.
 * Resolves once the server has answered (or the add waits for the network), saying whether the
 * recipe was on the list already and the servings it is on the list for now.
 */
export async function addRecipeToShoppingList({
  viewerId,
  recipe,
  servings,
}: {
  viewerId: string;
  recipe: { id: string; title: string };
  servings: number | null;
}): Promise<{ outcome: TOperationOutcome; wasOnList: boolean; servingsOnList: number | null }> {
  const listId = await findListId(viewerId);
  const isOnList = (view: TShoppingView | null) => view?.recipes.find((entry) => entry.id === recipe.id);
  const wasOnList = Boolean(isOnList(snapshot.view));
  const opId = performOperation({
    listId,
    route: "POST /shopping-lists/:listId/recipes",
    body: { recipeId: recipe.id, ...(servings ? { servings } : {}) },
    label: recipe.title,
  });
  const outcome = await whenSent(opId);
  return { outcome, wasOnList, servingsOnList: outcome === "applied" ? (isOnList(base)?.servings ?? null) : null };
}

/**
 * "Add plan to shopping list": every recipe of the plan at its planned servings. Resolves once the
 * server has answered (or the add waits for the network), with what the server said of it: how
 * many recipes went on the list and how many were left out for being a blog's subscribers' only.
 */
export async function addMealPlanToShoppingList({
  viewerId,
  plan,
}: {
  viewerId: string;
  plan: { id: string; title: string };
}): Promise<{ outcome: TOperationOutcome; added: TPlanAdded | null }> {
  const opId = performOperation({
    listId: await findListId(viewerId),
    route: "POST /shopping-lists/:listId/meal-plans",
    body: { mealPlanId: plan.id },
    label: plan.title,
  });
  const outcome = await whenSent(opId);
  const added = planAnswers.get(opId) ?? null;
  planAnswers.delete(opId);
  return { outcome, added };
}
