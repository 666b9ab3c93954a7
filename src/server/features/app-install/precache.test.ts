import { describe, expect, it } from "vitest";
import { listPrecacheUrls, pickShellFonts } from "./precache.ts";
import { renderServiceWorker } from "./service-worker.ts";

const assets = {
  version: "abc123",
  entry: { module: "/assets/entry.client-A.js", imports: ["/assets/framework-B.js"] },
  routes: {
    root: { module: "/assets/root-C.js", imports: ["/assets/shell-D.js"], css: ["/assets/root-E.css"] },
    "page:/shopping-list": { module: "/assets/shopping-list-F.js", imports: ["/assets/shell-D.js"] },
    "page:/recipe/:recipeId": { module: "/assets/recipe-G.js", css: ["/assets/recipe-H.css"] },
    "page:/search": { module: "/assets/search-I.js" },
  },
};

describe("listPrecacheUrls", () => {
  it("keeps the shell, the offline pages' modules and styles, and the fonts; not other pages", () => {
    const urls = listPrecacheUrls({ assets, fontFiles: ["/assets/inter-latin-wght-normal-X.woff2"] });
    expect(urls).toEqual(
      expect.arrayContaining([
        "/offline.html",
        "/manifest.webmanifest",
        "/assets/entry.client-A.js",
        "/assets/framework-B.js",
        "/assets/root-E.css",
        "/assets/shopping-list-F.js",
        "/assets/recipe-H.css",
        "/assets/inter-latin-wght-normal-X.woff2",
      ]),
    );
    expect(urls).not.toContain("/assets/search-I.js");
    expect(new Set(urls).size).toBe(urls.length);
  });

  it("picks only the Latin variable fonts the first paint needs", () => {
    expect(
      pickShellFonts([
        "inter-latin-wght-normal-Dx4kXJAl.woff2",
        "inter-cyrillic-wght-normal-Q.woff2",
        "fraunces-latin-wght-normal-Z9.woff2",
        "root-E.css",
      ]),
    ).toEqual(["/assets/inter-latin-wght-normal-Dx4kXJAl.woff2", "/assets/fraunces-latin-wght-normal-Z9.woff2"]);
  });
});

describe("renderServiceWorker", () => {
  it("is valid JavaScript carrying this build's version and files", () => {
    const script = renderServiceWorker({
      version: "abc123",
      precache: ["/offline.html"],
      offlinePath: "/offline.html",
    });
    expect(() => new Function(script)).not.toThrow();
    expect(script).toContain('"version":"abc123"');
    expect(script).toContain('"maxRecipePages":30');
  });
});
