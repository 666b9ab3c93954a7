import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { buildDemoData } from "./demo-data.ts";
import { drawDishIllustration } from "./illustration.ts";

const pasta = {
  seed: "lemon-chilli-prawn-linguine",
  title: "Lemon Chilli Prawn Linguine",
  ingredients: ["linguine", "olive oil", "garlic", "red chilli", "raw king prawns", "lemon", "flat-leaf parsley"],
};

describe("drawDishIllustration", () => {
  it("is deterministic: the same recipe always gets the same picture", () => {
    expect(drawDishIllustration(pasta)).toBe(drawDishIllustration({ ...pasta, ingredients: [...pasta.ingredients] }));
  });

  it("gives different recipes different pictures", () => {
    const pictures = new Set(
      ["a", "b", "c", "d", "e", "f", "g", "h"].map((seed) => drawDishIllustration({ ...pasta, seed })),
    );
    expect(pictures.size).toBe(8);
  });

  it("is an accessible 800×600 SVG titled with the recipe, which an SVG renderer accepts", async () => {
    const svg = drawDishIllustration({ ...pasta, title: "Mac & Cheese <for two>" });
    expect(svg.startsWith("<svg ")).toBe(true);
    expect(svg).toContain('xmlns="http://www.w3.org/2000/svg"');
    expect(svg).toContain('role="img"');
    expect(svg).toContain("<title>Mac &amp; Cheese &lt;for two&gt;</title>");
    const metadata = await sharp(Buffer.from(svg)).metadata();
    expect(metadata).toMatchObject({ format: "svg", width: 800, height: 600 });
  });

  it("draws the dish's main ingredients, chosen by keyword", () => {
    expect(drawDishIllustration(pasta)).toMatch(/id="noodles".*id="prawn"|id="prawn".*id="noodles"/);
    const chicken = drawDishIllustration({ seed: "x", title: "Roast Chicken", ingredients: ["whole chicken"] });
    expect(chicken).toContain('id="drumstick"');
    // "fish sauce" disappears into the curry; it is not a fish on the plate.
    const curry = drawDishIllustration({ seed: "y", title: "Green Curry", ingredients: ["fish sauce", "green beans"] });
    expect(curry).not.toContain('id="fish"');
  });

  it("still draws something for a recipe with no recognisable ingredient", () => {
    const svg = drawDishIllustration({ seed: "z", title: "Mystery", ingredients: ["something"] });
    expect(svg).toContain("<use ");
  });

  it("keeps every demo picture under 8 KB and different from every other", () => {
    const pictures = buildDemoData({ urlOf: (key) => `/uploads/${key}` })
      .files.filter((file) => !file.key.includes("avatar-"))
      .map((file) => file.contents);
    expect(pictures.length).toBeGreaterThanOrEqual(64);
    for (const svg of pictures) expect(Buffer.byteLength(svg)).toBeLessThan(8 * 1024);
    expect(new Set(pictures).size).toBe(pictures.length);
  }, 60_000);
});
