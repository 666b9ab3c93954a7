// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from "vitest";
import { keyboardScrollDelta, scrollContainerByKeyboard } from "./keyboard-scroll.ts";

describe("keyboard scrolling of the shell's container", () => {
  let stop = () => {};
  afterEach(() => {
    stop();
    document.body.innerHTML = "";
  });

  it("moves by a line for the arrows, most of a screen for the page keys and Space, to an end for Home and End", () => {
    expect(keyboardScrollDelta("ArrowDown", false, 800)).toBe(40);
    expect(keyboardScrollDelta("ArrowUp", false, 800)).toBe(-40);
    expect(keyboardScrollDelta("PageDown", false, 800)).toBe(700);
    expect(keyboardScrollDelta("PageUp", false, 800)).toBe(-700);
    expect(keyboardScrollDelta(" ", false, 800)).toBe(700);
    expect(keyboardScrollDelta(" ", true, 800)).toBe(-700);
    expect(keyboardScrollDelta("Home", false, 800)).toBe(Number.NEGATIVE_INFINITY);
    expect(keyboardScrollDelta("End", false, 800)).toBe(Number.POSITIVE_INFINITY);
    expect(keyboardScrollDelta("a", false, 800)).toBeNull();
  });

  it("scrolls the container while nothing is focused, and leaves the key alone otherwise", () => {
    document.body.innerHTML = `<div id="scroll"><input id="field"></div>`;
    const container = document.getElementById("scroll") as HTMLElement;
    const moves: unknown[] = [];
    container.scrollBy = ((options: ScrollToOptions) => moves.push(options)) as typeof container.scrollBy;
    stop = scrollContainerByKeyboard(container);

    const press = (key: string, init: KeyboardEventInit = {}) => {
      const event = new KeyboardEvent("keydown", { key, bubbles: true, cancelable: true, ...init });
      (document.activeElement ?? document.body).dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(press("ArrowDown")).toBe(true);
    expect(moves).toEqual([{ top: 40 }]);
    // A modifier, a key that does not scroll, or a focused field: the browser's and the field's own.
    expect(press("ArrowDown", { ctrlKey: true })).toBe(false);
    expect(press("x")).toBe(false);
    (document.getElementById("field") as HTMLInputElement).focus();
    expect(press("ArrowDown")).toBe(false);
    expect(press(" ")).toBe(false);
    expect(moves).toHaveLength(1);
  });

  it("leaves the keys to a panel over the page that was clicked last", () => {
    document.body.innerHTML = `<div id="scroll"><p>Recipe</p></div><aside id="panel"><p>List</p></aside>`;
    const container = document.getElementById("scroll") as HTMLElement;
    const moves: unknown[] = [];
    container.scrollBy = ((options: ScrollToOptions) => moves.push(options)) as typeof container.scrollBy;
    stop = scrollContainerByKeyboard(container);
    const press = () => {
      const event = new KeyboardEvent("keydown", { key: "PageDown", bubbles: true, cancelable: true });
      document.body.dispatchEvent(event);
      return event.defaultPrevented;
    };

    document.querySelector("#panel p")?.dispatchEvent(new PointerEvent("pointerdown", { bubbles: true }));
    expect(press()).toBe(false);
    document.querySelector("#scroll p")?.dispatchEvent(new PointerEvent("pointerdown", { bubbles: true }));
    expect(press()).toBe(true);
    expect(moves).toHaveLength(1);
  });
});
