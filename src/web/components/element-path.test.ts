// @vitest-environment happy-dom
import { describe, expect, it } from "vitest";
import { elementAtPath, pathOfElement } from "./element-path.ts";

function makeCards(): HTMLElement {
  const container = document.createElement("li");
  container.innerHTML =
    '<article><div class="media"><img alt=""></div><div class="body"><h3><a href="/recipe/1">Soup</a></h3><p>Nora</p></div></article>';
  return container;
}

describe("element paths", () => {
  it("finds the same element again in content drawn anew", () => {
    const first = makeCards();
    const link = first.querySelector("a");
    const path = pathOfElement(first, link);
    expect(path).toEqual([0, 1, 0, 0]);

    const redrawn = makeCards();
    const found = elementAtPath(redrawn, path ?? []);
    expect(found?.getAttribute("href")).toBe("/recipe/1");
    expect(found).not.toBe(link);
  });

  it("gives the container itself for an empty path", () => {
    const container = makeCards();
    expect(pathOfElement(container, container)).toEqual([]);
    expect(elementAtPath(container, [])).toBe(container);
  });

  it("knows nothing of elements outside the container or that are gone", () => {
    const container = makeCards();
    const elsewhere = document.createElement("button");
    document.body.append(elsewhere);
    expect(pathOfElement(container, elsewhere)).toBeNull();
    expect(pathOfElement(container, null)).toBeNull();
    expect(elementAtPath(container, [0, 5, 2])).toBeNull();
  });
});
