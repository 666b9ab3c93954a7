/**
 * Flat "photo" illustrations for the demo recipes: the dish's main ingredients on a coloured plate,
 * bowl or glass on a table. Pure and deterministic: the same seed and ingredients always give the
 * same SVG, so re-seeding does not churn files. The parts are in ./illustration/.
 */

import { drawItems } from "./illustration/arrange.ts";
import { chooseLiquid, distance } from "./illustration/colours.ts";
import { findShapes } from "./illustration/find-shapes.ts";
import { createRandom } from "./illustration/random.ts";
import { chooseVessel, drawDrink, drawServing, drawTable, height, width } from "./illustration/scene.ts";
import { drawShapeDefs } from "./illustration/shapes.ts";

export interface TIllustrationPalette {
  /** Table colours, each with a darker tone for its pattern. */
  tables: Array<[background: string, pattern: string]>;
  /** Plate or bowl colours. */
  plates: string[];
}

export interface TDishIllustrationOptions {
  /** Anything stable per recipe (its slug); picks colours and arrangement. */
  seed: string;
  /** The title and the ingredient foods, most important first; keywords pick the shapes. */
  ingredients: string[];
  /** Text for the SVG's <title>; defaults to the first ingredient entry. */
  title?: string;
  palette?: Partial<TIllustrationPalette>;
}

/** Warm tables and plates: cream, tomato, basil, saffron, indigo and kitchen tones. */
export const defaultPalette: TIllustrationPalette = {
  tables: [
    ["#FFFBF5", "#E9D8C4"],
    ["#F6E7D3", "#D9BF9E"],
    ["#EBD3B5", "#C9A67E"],
    ["#F3C9B5", "#D9977C"],
    ["#DCE8D5", "#A9C3A0"],
    ["#F7E3A1", "#E2B55A"],
    ["#D9E4EC", "#A8BCCB"],
    ["#C89B6D", "#9E7248"],
    ["#F4D5CC", "#D99A8C"],
  ],
  plates: [
    "#FFFFFF",
    "#F4EFE6",
    "#C8412B",
    "#3F7D4E",
    "#B7791F",
    "#1E1B4B",
    "#2F5D7C",
    "#E2B55A",
    "#7A4E3A",
    "#F0715A",
  ],
};

export function drawDishIllustration({ seed, ingredients, title, palette }: TDishIllustrationOptions): string {
  const random = createRandom(seed);
  const colours: TIllustrationPalette = { ...defaultPalette, ...palette };
  const label = title ?? ingredients[0] ?? seed;
  const allText = [label, ...ingredients].join(" ").toLowerCase();
  const vessel = chooseVessel(label.toLowerCase());
  let found = findShapes(label, ingredients);
  if (found.length === 0 && vessel !== "glass" && vessel !== "mug") {
    found = [
      { kind: "leaf", color: "#8CC063", isMinor: false },
      { kind: "tomato", color: "#D9412B", isMinor: false },
      { kind: "grains", color: "#E9D9B5", isMinor: false },
    ];
  }

  const table = drawTable(random, colours.tables);
  const liquid = vessel === "plate" ? null : chooseLiquid(label.toLowerCase(), allText, random);
  // A bowl the colour of its soup would vanish: keep the plate colour clearly different.
  const plates = colours.plates.filter((p) => !liquid || distance(p, liquid) > 90);
  const plate = random.pick(plates.length > 0 ? plates : colours.plates);
  const scene =
    liquid && (vessel === "glass" || vessel === "mug")
      ? drawDrink({ vessel, liquid, found, plate, random })
      : drawServing({ liquid, found, plate, random });

  const defs = drawShapeDefs(scene.items.map((it) => it.kind));
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img"><title>${escapeXml(label)}</title><defs>${defs}</defs>${table}${scene.svg}${drawItems(scene.items)}</svg>`;
}

function escapeXml(value: string): string {
  return value.replace(/[<>&"']/g, (c) => `&${{ "<": "lt", ">": "gt", "&": "amp", '"': "quot", "'": "apos" }[c]};`);
}
