/**
 * What a visitor typed, ticked or chose on the first page before it hydrated. The browser keeps it
 * in the field, and hydration keeps the field, but the component's state still holds the server's
 * value: its next render would write that value back over what was typed. So once a part of the
 * page has hydrated (components/hydrate-later.tsx), each field in it that differs from what the
 * server drew gives its change event again, and the component takes the value as if typed now.
 *
 * A field is looked at once, when the part that holds it comes alive; fields outside every part are
 * looked at when the page settles. After that, fields are the app's own and nothing is replayed.
 * Only the fields the server drew are looked at (`noteServerFields`, just before hydrating): one the
 * app draws itself (a form filled from the browser's saved data, say) is checked or filled by the
 * app, and its `defaultChecked` or `defaultValue` says nothing of what the visitor did.
 */
import { partAttribute } from "./hydration-queue.ts";

type TField = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

const fieldSelector = "input, textarea, select";
const drawnByServer = new WeakSet<Element>();
/**
 * The text each server-drawn textarea held. Hydration takes a textarea's text out (its value
 * comes from the component), which empties its `defaultValue` while its value stays: compared with
 * that, every textarea the server filled (a recipe's description, its steps) would look typed in.
 */
const drawnText = new WeakMap<Element, string>();
const lookedAt = new WeakSet<Element>();
const buttonLike = new Set(["button", "submit", "reset", "image", "hidden"]);

/**
 * Replays the early changes of the fields in `container`. With `part`, only the fields whose nearest
 * part is `part` itself: a part nested in it replays its own when it comes alive.
 */
export function replayEarlyInput(container: ParentNode, part: Element | null = null) {
  for (const field of container.querySelectorAll<TField>(fieldSelector)) {
    if (lookedAt.has(field) || !drawnByServer.has(field)) continue;
    if (part && field.closest(`[${partAttribute}]`) !== part) continue;
    lookedAt.add(field);
    if (wasChangedBeforeHydration(field)) replay(field);
  }
}

/** Notes the fields in the server's page: called once, before the page hydrates. */
export function noteServerFields(root: ParentNode) {
  for (const field of root.querySelectorAll(fieldSelector)) {
    drawnByServer.add(field);
    if (field instanceof HTMLTextAreaElement) drawnText.set(field, field.defaultValue);
  }
}

/** What the server drew in a field that is typed in. */
function drawnValueOf(field: HTMLInputElement | HTMLTextAreaElement): string {
  return drawnText.get(field) ?? field.defaultValue;
}

/** Whether the field differs from what the server drew (its default value, check or choice). */
export function wasChangedBeforeHydration(field: TField): boolean {
  if (field instanceof HTMLSelectElement) return hasChosen(field);
  if (field instanceof HTMLInputElement) {
    if (buttonLike.has(field.type)) return false;
    // A radio button left by the visitor's choice gives no event: the one chosen does.
    if (field.type === "radio") return field.checked && !field.defaultChecked;
    if (field.type === "checkbox") return field.checked !== field.defaultChecked;
  }
  return field.value !== drawnValueOf(field);
}

/** A select's options as the server marked them (`defaultSelected` is the `selected` attribute). */
function hasChosen(select: HTMLSelectElement): boolean {
  const options = [...select.options];
  if (select.multiple) return options.some((option) => option.selected !== option.hasAttribute("selected"));
  // With no option marked, the first is shown: that is not a choice.
  const drawn = options.reduce((shown, option, index) => (option.hasAttribute("selected") ? index : shown), 0);
  return select.selectedIndex !== drawn;
}

function replay(field: TField) {
  const isCheckable = field instanceof HTMLInputElement && (field.type === "checkbox" || field.type === "radio");
  const isTyped = !isCheckable && !(field instanceof HTMLSelectElement) && field.type !== "file";
  // React (in `npm run dev`) tracks the value it last saw on the element itself and ignores an event
  // that brings no change: it is shown the drawn value first. Preact (the production build) keeps
  // no such tracker, and nothing is written to the field.
  if (isCheckable) resetTracker(field, "checked", field.defaultChecked);
  else if (isTyped) resetTracker(field, "value", drawnValueOf(field as HTMLInputElement | HTMLTextAreaElement));
  field.dispatchEvent(new Event(isTyped ? "input" : "change", { bubbles: true }));
}

function resetTracker(
  field: HTMLInputElement | HTMLTextAreaElement,
  key: "value" | "checked",
  drawn: string | boolean,
) {
  if (!Object.hasOwn(field, key)) return;
  const now = field[key as "value"] as string | boolean;
  const selection = key === "value" ? selectionOf(field) : null;
  // The element's own setter tells the tracker; the prototype's puts the visitor's value back untold.
  (field as unknown as Record<string, unknown>)[key] = drawn;
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), key)?.set?.call(field, now);
  if (selection) field.setSelectionRange(selection.start, selection.end);
}

function selectionOf(field: HTMLInputElement | HTMLTextAreaElement) {
  try {
    const { selectionStart: start, selectionEnd: end } = field;
    return start === null || end === null ? null : { start, end };
  } catch {
    // Fields like email and number have no selection to keep.
    return null;
  }
}
