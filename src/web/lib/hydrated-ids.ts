/**
 * Ids made by `useId` that the server rendered, brought into line with the browser's.
 *
 * The server renders with React and the browser runs Preact (decision 011); each numbers `useId`
 * its own way. Hydrating, Preact adopts the server's elements without correcting their attributes,
 * so an element the server rendered keeps the server's id while its component goes on with the
 * browser's. Anything rendered later then points at an id that is not on the page: a tab's panel
 * named by its tab, a hint or an error a field is described by, a heading focused by its id.
 *
 * After Preact renders an element (hydrating included), the attributes that hold or name ids are
 * set to what the component gave when the element disagrees. Once in line, an element costs a few
 * property reads per render.
 */
import { options, type VNode } from "preact";

/** Props whose value is an id or a list of ids, and the attribute each one is written as. */
const idAttributes: [prop: string, attribute: string][] = [
  ["id", "id"],
  ["htmlFor", "for"],
  ["for", "for"],
  ["aria-controls", "aria-controls"],
  ["aria-labelledby", "aria-labelledby"],
  ["aria-describedby", "aria-describedby"],
  ["aria-errormessage", "aria-errormessage"],
  ["aria-activedescendant", "aria-activedescendant"],
  ["aria-owns", "aria-owns"],
  ["aria-details", "aria-details"],
  ["list", "list"],
  ["form", "form"],
  ["headers", "headers"],
];

/** The element a vnode rendered: Preact keeps it under this (mangled, stable since Preact 10.0) name. */
type TRenderedVNode = VNode<Record<string, unknown>> & { __e?: Node | null };

/** Sets each id attribute the element's props give and the element does not have. */
export function alignIdAttributes(element: Element, props: Record<string, unknown>): void {
  for (const [prop, attribute] of idAttributes) {
    const value = props[prop];
    if (typeof value !== "string" || value === "") continue;
    if (element.getAttribute(attribute) !== value) element.setAttribute(attribute, value);
  }
}

/** Installs the check on every element Preact renders; call once, before hydrating. */
export function keepHydratedIdsInLine(): void {
  const previous = options.diffed;
  options.diffed = (vnode) => {
    const rendered = vnode as TRenderedVNode;
    const element = rendered.__e;
    if (typeof rendered.type === "string" && element instanceof Element) {
      alignIdAttributes(element, rendered.props);
    }
    previous?.(vnode);
  };
}
