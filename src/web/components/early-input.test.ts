// @vitest-environment happy-dom
import { describe, expect, it } from "vitest";
import { noteServerFields, replayEarlyInput, wasChangedBeforeHydration } from "./early-input.ts";

/** A page as the server drew it; `events` lists each replayed event as "type:name=value". */
function drawPage(html: string) {
  document.body.innerHTML = html;
  noteServerFields(document);
  const events: string[] = [];
  for (const type of ["input", "change"]) {
    document.addEventListener(type, (event) => {
      const field = event.target as HTMLInputElement;
      const value = field.type === "checkbox" || field.type === "radio" ? String(field.checked) : field.value;
      events.push(`${type}:${field.name}=${value}`);
    });
  }
  const field = <T extends Element = HTMLInputElement>(name: string) =>
    document.querySelector(`[name="${name}"]`) as unknown as T;
  return { events, field };
}

describe("what was typed before the page hydrated", () => {
  it("gives the change event again for each field that differs from what the server drew, and for no other", () => {
    const { events, field } = drawPage(`
      <form data-hydrate-later>
        <input name="email" type="email" value="">
        <input name="name" value="Sam">
        <input name="untouched" value="as drawn">
        <textarea name="note"></textarea>
        <input name="terms" type="checkbox">
        <input name="news" type="checkbox" checked>
        <input name="visibility" type="radio" value="public" checked>
        <input name="visibility" type="radio" value="private">
        <select name="sort"><option value="best">Best</option><option value="new">Newest</option></select>
        <select name="diet"><option value="">Any</option><option value="vegan">Vegan</option></select>
        <input name="token" type="hidden" value="abc">
        <button name="go" type="submit" value="1">Go</button>
      </form>`);
    field("email").value = "early@example.test";
    field("name").value = "Sam Carter";
    field<HTMLTextAreaElement>("note").value = "No nuts, please";
    field("terms").checked = true;
    field("news").checked = false;
    document.querySelectorAll<HTMLInputElement>('[name="visibility"]')[1].checked = true;
    field<HTMLSelectElement>("sort").value = "new";
    field("token").value = "changed by a script";

    const part = document.querySelector("form") as HTMLFormElement;
    replayEarlyInput(part, part);

    expect(events).toEqual([
      "input:email=early@example.test",
      "input:name=Sam Carter",
      "input:note=No nuts, please",
      "change:terms=true",
      "change:news=false",
      // The radio button given up gives no event of its own, as when the visitor chose the other.
      "change:visibility=true",
      "change:sort=new",
    ]);
    // The values stay as typed.
    expect(field("email").value).toBe("early@example.test");
    expect(field<HTMLSelectElement>("diet").selectedIndex).toBe(0);
  });

  it("looks at a field once: a part replays its own fields, not those of a part nested in it", () => {
    const { events, field } = drawPage(`
      <div data-hydrate-later id="outer">
        <input name="outer" value="">
        <div data-hydrate-later id="inner"><input name="inner" value=""></div>
      </div>
      <input name="outside" value="">`);
    for (const name of ["outer", "inner", "outside"]) field(name).value = `typed ${name}`;
    const outer = document.getElementById("outer") as HTMLElement;
    const inner = document.getElementById("inner") as HTMLElement;

    replayEarlyInput(outer, outer);
    expect(events).toEqual(["input:outer=typed outer"]);
    replayEarlyInput(inner, inner);
    replayEarlyInput(outer, outer);
    expect(events).toEqual(["input:outer=typed outer", "input:inner=typed inner"]);
    // When the page settles, what is left outside every part.
    replayEarlyInput(document);
    replayEarlyInput(document);
    expect(events).toEqual(["input:outer=typed outer", "input:inner=typed inner", "input:outside=typed outside"]);
  });

  it("leaves alone the fields the app drew itself after the page began to hydrate", () => {
    // A settings form drawn from the browser's saved data: its switches are set as properties
    // only, so each differs from its (absent) default, yet nobody touched them.
    const { events } = drawPage(`<div data-hydrate-later><input name="name" value=""></div>`);
    const part = document.querySelector("[data-hydrate-later]") as HTMLElement;
    const drawnByApp = document.createElement("input");
    drawnByApp.type = "checkbox";
    drawnByApp.name = "enabled";
    drawnByApp.checked = true;
    part.append(drawnByApp);
    expect(wasChangedBeforeHydration(drawnByApp)).toBe(true);

    replayEarlyInput(part, part);
    replayEarlyInput(document);
    expect(events).toEqual([]);
  });

  it("shows a value tracker on the element the drawn value first, so that it sees the event as a change", () => {
    const { events, field } = drawPage(`<div data-hydrate-later><input name="name" value=""></div>`);
    const input = field("name");
    input.value = "Robin";
    // As React's tracker does: the element's own `value` setter records what the app last wrote.
    const native = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value");
    let tracked = "Robin";
    Object.defineProperty(input, "value", {
      configurable: true,
      get: () => native?.get?.call(input),
      set: (value: string) => {
        tracked = value;
        native?.set?.call(input, value);
      },
    });
    let trackedAtEvent = "";
    input.addEventListener("input", () => {
      trackedAtEvent = tracked;
    });

    replayEarlyInput(document.body, input.parentElement);
    expect(trackedAtEvent).toBe("");
    expect(input.value).toBe("Robin");
    expect(events).toEqual(["input:name=Robin"]);
  });

  it("takes a textarea the server filled as untouched after hydration has taken its text out", () => {
    const { events, field } = drawPage(`<div data-hydrate-later>
      <textarea name="step">Fry the rice.</textarea><textarea name="note">Serve hot.</textarea></div>`);
    // Hydration: the component gives the value, and the text drawn inside the element goes.
    for (const textarea of document.querySelectorAll("textarea")) {
      const drawn = textarea.defaultValue;
      textarea.value = drawn;
      textarea.textContent = "";
    }
    field<HTMLTextAreaElement>("note").value = "Serve warm.";
    expect(field<HTMLTextAreaElement>("step").defaultValue).toBe("");
    expect(wasChangedBeforeHydration(field<HTMLTextAreaElement>("step"))).toBe(false);

    replayEarlyInput(document);
    expect(events).toEqual(["input:note=Serve warm."]);
  });

  it("takes a select's first option, shown when the server marked none, as no choice", () => {
    drawPage(`<select name="a"><option>One</option><option>Two</option></select>
      <select name="b"><option>One</option><option selected>Two</option></select>`);
    const [first, second] = document.querySelectorAll("select");
    expect(wasChangedBeforeHydration(first)).toBe(false);
    expect(wasChangedBeforeHydration(second)).toBe(false);
    second.selectedIndex = 0;
    expect(wasChangedBeforeHydration(second)).toBe(true);
  });
});
