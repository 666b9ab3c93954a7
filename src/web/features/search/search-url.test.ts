import { describe, expect, it } from "vitest";
import { searchMaxPage } from "#core/search/search.schema.ts";
import { readSearchState } from "./read-search-state.ts";
import { correctedQuery, filledFields, maxSearchPage, searchHref } from "./search-url.ts";

describe("readSearchState", () => {
  it("reads the query and filters, dropping what it does not know", () => {
    const state = readSearchState(
      new URLSearchParams(
        "q=soup&diet=vegan&diet=nonsense&course=dinner&maxMinutes=30&hasImage=1&hasVideo=1&page=2&cuisine=thai",
      ),
    );
    expect(state).toEqual({
      tab: "recipes",
      q: "soup",
      diet: ["vegan"],
      course: "dinner",
      cuisine: "thai",
      maxMinutes: 30,
      hasImage: true,
      hasVideo: true,
      page: 2,
    });
    expect(readSearchState(new URLSearchParams("q=x&course=brunch&page=999")).course).toBeUndefined();
    expect(readSearchState(new URLSearchParams("q=x&page=999")).page).toBe(1);
  });

  it("reads the users tab with its query only", () => {
    expect(readSearchState(new URLSearchParams("q=maya&tab=users&diet=vegan"))).toEqual({
      tab: "users",
      q: "maya",
      diet: [],
      page: 1,
    });
  });
});

describe("searchHref", () => {
  it("writes the state back as a URL that reads the same", () => {
    const href = searchHref({
      q: "soup",
      diet: ["vegan", "gluten-free"],
      maxMinutes: 30,
      hasImage: true,
      hasVideo: true,
      page: 3,
    });
    expect(href).toBe("/search?q=soup&diet=vegan&diet=gluten-free&maxMinutes=30&hasImage=1&hasVideo=1&page=3");
    expect(readSearchState(new URL(href, "http://x").searchParams)).toMatchObject({ page: 3, maxMinutes: 30 });
  });
});

it("pages as deep as the API allows", () => {
  expect(maxSearchPage).toBe(searchMaxPage);
});

describe("correctedQuery", () => {
  it("swaps whole words only", () => {
    expect(correctedQuery("Chiken soup chikens", [{ from: "chiken", to: "chicken" }])).toBe("chicken soup chikens");
  });
});

describe("filledFields", () => {
  it("leaves out the fields left empty, keeping every chosen value", () => {
    const data = new FormData();
    for (const [name, value] of [
      ["q", "soup"],
      ["diet", "vegan"],
      ["diet", "gluten-free"],
      ["course", ""],
      ["cuisine", "  "],
      ["maxMinutes", ""],
      ["hasImage", "1"],
    ]) {
      data.append(name, value);
    }
    expect(filledFields(data).toString()).toBe("q=soup&diet=vegan&diet=gluten-free&hasImage=1");
  });
});
