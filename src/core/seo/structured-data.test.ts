import { describe, expect, it } from "vitest";
import {
  buildBlog,
  buildBreadcrumbs,
  buildItemList,
  buildPerson,
  buildProfilePage,
  recipeUrlsOf,
  toAbsoluteUrl,
} from "./structured-data.ts";

const origin = "https://ladle.example";
const maya = {
  name: "Maya Brooks",
  username: "mayabrooks",
  bio: "Breakfast person.",
  avatarUrl: "/uploads/avatars/m.webp",
};

describe("toAbsoluteUrl", () => {
  it.each([
    ["/recipe/1", "https://ladle.example/recipe/1"],
    ["https://cdn.example/a.jpg", "https://cdn.example/a.jpg"],
  ])("%s is %s", (href, absolute) => expect(toAbsoluteUrl(origin, href)).toBe(absolute));

  it("keeps a public URL's own path", () => {
    expect(toAbsoluteUrl("https://example.com/ladle", "/recipe/1")).toBe("https://example.com/recipe/1");
  });
});

describe("buildProfilePage", () => {
  it("is a ProfilePage about a Person with a name, an absolute URL and image", () => {
    expect(buildProfilePage(origin, { ...maya, blogUrl: "/p/blogs/maya" })).toEqual({
      "@context": "https://schema.org",
      "@type": "ProfilePage",
      url: "https://ladle.example/u/mayabrooks",
      mainEntity: {
        "@type": "Person",
        name: "Maya Brooks",
        alternateName: "@mayabrooks",
        identifier: "mayabrooks",
        url: "https://ladle.example/u/mayabrooks",
        description: "Breakfast person.",
        image: "https://ladle.example/uploads/avatars/m.webp",
        sameAs: ["https://ladle.example/p/blogs/maya"],
      },
    });
  });

  it("leaves out what a person has not given, never an empty field", () => {
    const person = buildPerson(origin, { name: "Sam", username: "sam", bio: "", avatarUrl: null });
    expect(Object.keys(person).sort()).toEqual(["@type", "alternateName", "identifier", "name", "url"]);
  });
});

describe("buildBlog", () => {
  it("is a Blog with its author as a Person", () => {
    const blog = buildBlog(origin, { name: "Maya's Breakfasts", url: "/blogs/b1", description: "Eggs.", author: maya });
    expect(blog).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Blog",
      name: "Maya's Breakfasts",
      url: "https://ladle.example/blogs/b1",
      description: "Eggs.",
      author: { "@type": "Person", name: "Maya Brooks", url: "https://ladle.example/u/mayabrooks" },
    });
    expect(blog).not.toHaveProperty("image");
  });
});

describe("buildBreadcrumbs", () => {
  it("numbers the crumbs from 1 and links each absolutely", () => {
    const crumbs = buildBreadcrumbs(origin, [
      { name: "Ladle", url: "/" },
      { name: "Maya Brooks", url: "/u/mayabrooks" },
      { name: "Pancakes", url: "/recipe/1" },
    ]);
    expect(crumbs).toEqual({
      "@context": "https://schema.org",
      "@type": "BreadcrumbList",
      itemListElement: [
        { "@type": "ListItem", position: 1, name: "Ladle", item: "https://ladle.example/" },
        { "@type": "ListItem", position: 2, name: "Maya Brooks", item: "https://ladle.example/u/mayabrooks" },
        { "@type": "ListItem", position: 3, name: "Pancakes", item: "https://ladle.example/recipe/1" },
      ],
    });
  });
});

describe("buildItemList", () => {
  it("is a summary list: each item its position and its page's URL, nothing else", () => {
    const list = buildItemList(origin, { name: "Trending recipes", urls: recipeUrlsOf([{ id: "a" }, { id: "b" }]) });
    expect(list).toEqual({
      "@context": "https://schema.org",
      "@type": "ItemList",
      name: "Trending recipes",
      numberOfItems: 2,
      itemListElement: [
        { "@type": "ListItem", position: 1, url: "https://ladle.example/recipe/a" },
        { "@type": "ListItem", position: 2, url: "https://ladle.example/recipe/b" },
      ],
    });
  });

  it("is nothing for an empty list", () => {
    expect(buildItemList(origin, { name: "Nothing", urls: [] })).toBeNull();
  });
});
