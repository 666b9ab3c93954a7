/**
 * The server renders with React and the production browser bundle hydrates with Preact (decision
 * 011). Their `useId` make different ids ("_R_4r5_" on the server, "P0-0" in the browser), and
 * Preact, while hydrating, leaves attributes as the server wrote them. A field's `id` and its
 * label's `for` stay React's, but the first re-render writes Preact's ids into whatever changed:
 * a field that shows an error points its `aria-describedby` at a hint that no longer exists under
 * that id, and a tab panel shown later is labelled by a tab id nobody has. Screen readers then
 * lose the hint, the live status or the panel's name.
 *
 * Preact calls `options.diffed` after each element is diffed, hydration included: there, the
 * attributes that hold an id or point at one are brought in line with what the browser's render
 * says, so every later render agrees with the page.
 */
import { options, type VNode } from "preact";

/** Props whose value is an element's id, or a list of ids, and the attribute each writes. */
const idAttributes: Record<string, string> = {
  id: "id",
  htmlFor: "for",
  for: "for",
  name: "name",
  form: "form",
  list: "list",
  headers: "headers",
  "aria-activedescendant": "aria-activedescendant",
  "aria-controls": "aria-controls",
  "aria-describedby": "aria-describedby",
  "aria-details": "aria-details",
  "aria-errormessage": "aria-errormessage",
  "aria-flowto": "aria-flowto",
  "aria-labelledby": "aria-labelledby",
  "aria-owns": "aria-owns",
};

/** Writes the rendered element's id attributes onto its DOM node where the server wrote others. */
export function alignIdAttributes(element: Element, props: Record<string, unknown>) {
  for (const prop in props) {
    const attribute = idAttributes[prop];
    const value = props[prop];
    if (attribute === undefined || typeof value !== "string") continue;
    if (element.getAttribute(attribute) !== value) element.setAttribute(attribute, value);
  }
}

let isInstalled = false;

/**
 * Makes every element Preact diffs (hydration included) carry the ids its render gives it. It
 * stays on after hydration, as a part of the page can hydrate later (a lazy route, a suspended
 * boundary); once the ids agree it only reads each element's props, which re-rendering 2,000
 * labelled elements showed to be lost in the noise. Returns how to take it out again (for tests).
 */
export function alignIdsWithRender(): () => void {
  const previous = options.diffed;
  if (isInstalled) return () => {};
  isInstalled = true;
  options.diffed = (vnode: VNode) => {
    // `__e` is the vnode's DOM node: Preact's stable name for it, the one its devtools read too.
    const node = (vnode as VNode & { __e?: unknown }).__e;
    if (typeof vnode.type === "string" && node instanceof Element && vnode.props) {
      alignIdAttributes(node, vnode.props as Record<string, unknown>);
    }
    previous?.(vnode);
  };
  return () => {
    options.diffed = previous;
    isInstalled = false;
  };
}
