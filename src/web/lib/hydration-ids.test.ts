// @vitest-environment happy-dom
import * as compat from "preact/compat";
import { act } from "preact/test-utils";
import * as React from "react";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import { alignIdsWithRender } from "./hydration-ids.ts";

type TCreateElement = typeof React.createElement;

let showError: (message: string) => void = () => {};

/** A field as the identity forms write it: a label, a hint, and an error that comes later. */
function fieldElements(h: TCreateElement, id: string, error: string | null) {
  return h(
    "form",
    null,
    h("label", { htmlFor: `${id}-name` }, "Name"),
    h("input", {
      id: `${id}-name`,
      "aria-describedby": [`${id}-hint`, error ? `${id}-error` : null].filter(Boolean).join(" "),
    }),
    h("p", { id: `${id}-hint` }, "Your name as people will see it."),
    error ? h("p", { id: `${id}-error` }, error) : null,
  );
}

/** The field as React renders it on the server. */
function ServerField() {
  return fieldElements(React.createElement, React.useId(), null);
}

/** The same field in the browser, on Preact's React layer. */
function BrowserField() {
  const id = compat.useId();
  const [error, setError] = compat.useState<string | null>(null);
  showError = setError;
  return fieldElements(compat.createElement as unknown as TCreateElement, id, error);
}

/** The ids an element's aria-describedby names that no element on the page has. */
function missingDescriptions(element: Element) {
  return (element.getAttribute("aria-describedby") ?? "").split(" ").filter((id) => id && !document.getElementById(id));
}

let uninstall = () => {};

afterEach(() => {
  uninstall();
  document.body.innerHTML = "";
});

describe("hydrating React's server HTML with Preact", () => {
  it("keeps a field's hint and error tied to it after the browser renders it again", () => {
    const container = document.createElement("div");
    document.body.append(container);
    container.innerHTML = renderToString(React.createElement(ServerField));

    uninstall = alignIdsWithRender();
    act(() => {
      compat.hydrate(compat.createElement(BrowserField, null), container);
    });
    act(() => showError("Enter your name."));

    const input = container.querySelector("input")!;
    const label = container.querySelector("label")!;
    expect(missingDescriptions(input)).toEqual([]);
    expect(input.getAttribute("aria-describedby")?.split(" ")).toHaveLength(2);
    expect(label.getAttribute("for")).toBe(input.id);
  });
});
