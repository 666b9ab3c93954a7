/**
 * The scene under the ingredients: the table, and the glass or mug of a drink, or the plate or bowl
 * of a dish with the pieces arranged on it. Each draw takes its random numbers in a fixed order, so a
 * recipe's picture never changes.
 */
import { arrange, type TItem } from "./arrange.ts";
import { mix } from "./colours.ts";
import type { TFound } from "./find-shapes.ts";
import type { TRandom } from "./random.ts";

export const width = 800;
export const height = 600;

const round = (n: number) => Math.round(n);

export type TVessel = "plate" | "bowl" | "glass" | "mug";

export function chooseVessel(text: string): TVessel {
  if (/\bchai\b|\btea\b|latte|coffee|hot chocolate|cocoa drink/.test(text)) return "mug";
  if (/smoothie|lemonade|juice|\bshake\b|cocktail|spritz|\biced\b/.test(text)) return "glass";
  if (/soup|stew|curry|chili\b|porridge|overnight oats|broth|dal\b|pudding|mousse|stroganoff|bowl/.test(text)) {
    return "bowl";
  }
  return "plate";
}

export function drawTable(
  random: TRandom,
  tables: ReadonlyArray<readonly [background: string, pattern: string]>,
): string {
  const [background, tone] = random.pick(tables);
  const style = random.int(0, 3);
  let pattern = "";
  if (style === 1) {
    // Wooden planks.
    const rows = [];
    for (let y = random.int(60, 120); y < height; y += random.int(110, 150)) rows.push(`M0 ${y}H800`);
    pattern = `<path d="${rows.join("")}" stroke="${tone}" stroke-width="4" opacity=".6"/>`;
  } else if (style === 2) {
    // Gingham cloth.
    pattern = `<defs><pattern id="g" width="48" height="48" patternUnits="userSpaceOnUse"><path d="M0 0h24v48H0zM0 0h48v24H0z" fill="${tone}" opacity=".3"/></pattern></defs><rect width="800" height="600" fill="url(#g)"/>`;
  } else if (style === 3) {
    // A striped runner under the dish.
    const y = random.int(180, 260);
    pattern = `<rect y="${y}" width="800" height="240" fill="${tone}" opacity=".45"/><path d="M0 ${y + 24}H800M0 ${y + 216}H800" stroke="${mix(tone, "#FFFFFF", 0.5)}" stroke-width="8"/>`;
  }
  return `<rect width="800" height="600" fill="${background}"/>${pattern}`;
}

function drawCutlery(side: number, cx: number): string {
  const x = side < 0 ? round(cx / 2 - 20) : round(cx + (width - cx) / 2 + 20);
  return `<g transform="translate(${x} 300)" fill="#B9B2A8" opacity=".9"><rect x="-5" y="-40" width="10" height="190" rx="5"/><path d="M-16-150v62c0 16 32 16 32 0v-62h-6v52h-4v-52h-8v52h-4v-52z"/></g>`;
}

interface TScene {
  /** SVG drawn over the table, under the ingredient pieces. */
  svg: string;
  items: TItem[];
}

interface TSceneInput {
  found: TFound[];
  /** The vessel's colour. */
  plate: string;
  random: TRandom;
}

/** A glass (a straw, perhaps a garnish on the rim) or a steaming mug, with pieces beside it. */
export function drawDrink({
  vessel,
  liquid,
  found,
  plate,
  random,
}: TSceneInput & { vessel: "glass" | "mug"; liquid: string }): TScene {
  const parts: string[] = [];
  const items: TItem[] = [];
  const cx = round(random.between(340, 460));
  parts.push(
    `<ellipse cx="${cx}" cy="500" rx="170" ry="40" fill="${plate}"/><ellipse cx="${cx + 10}" cy="510" rx="170" ry="40" fill="#000" opacity=".08"/>`,
  );
  if (vessel === "mug") {
    parts.push(
      `<path d="M${cx + 90} 260c80 0 80 140 0 140" fill="none" stroke="${mix(plate, "#000000", 0.15)}" stroke-width="22"/><rect x="${cx - 110}" y="200" width="220" height="300" rx="28" fill="${mix(plate, "#FFFFFF", 0.2)}"/><ellipse cx="${cx}" cy="214" rx="100" ry="18" fill="${liquid}"/><path d="M${cx - 30} 170c-20-30 20-40 0-70M${cx + 20} 175c-20-30 20-40 0-70" fill="none" stroke="#FFF" stroke-width="6" stroke-linecap="round" opacity=".6"/>`,
    );
  } else {
    parts.push(
      `<path d="M${cx + 20} 60 ${cx + 60} 60 ${cx + 10} 300" fill="none" stroke="${random.pick(["#C8412B", "#3F7D4E", "#1E1B4B"])}" stroke-width="10" stroke-linecap="round"/><path d="M${cx - 110} 140h220l-22 360h-176z" fill="#FFF" opacity=".45"/><path d="M${cx - 102} 190h204l-19 302h-166z" fill="${liquid}"/><g fill="#FFF" opacity=".35"><rect x="${cx - 60}" y="200" width="44" height="44" rx="6" transform="rotate(12 ${cx - 38} 222)"/><rect x="${cx + 10}" y="215" width="44" height="44" rx="6" transform="rotate(-15 ${cx + 32} 237)"/></g><path d="M${cx - 90} 160 ${cx - 80} 470" stroke="#FFF" stroke-width="8" opacity=".5" stroke-linecap="round"/>`,
    );
    const garnish = found.find((f) => f.kind === "wedge" || f.kind === "berries" || f.kind === "slice");
    if (garnish) items.push({ ...garnish, x: cx + 100, y: 150, scale: 1.6, rotate: 200 });
  }
  const leftovers = found.filter((f) => f.kind !== "noodles").slice(0, 2);
  leftovers.forEach((f, i) => {
    items.push({ ...f, x: cx + (i === 0 ? -230 : 230), y: 520 - i * 10, scale: 1.3, rotate: random.int(0, 359) });
  });
  return { svg: parts.join(""), items };
}

/** A plate of pieces, or a bowl of soup with the pieces floating in it; cutlery beside it, often. */
export function drawServing({ liquid, found, plate, random }: TSceneInput & { liquid: string | null }): TScene {
  const parts: string[] = [];
  let items: TItem[];
  const cx = round(random.between(360, 440));
  const cy = round(random.between(285, 315));
  const r = round(random.between(205, 230));
  const hasCutlery = random.next() < 0.6;
  if (hasCutlery) parts.push(drawCutlery(random.next() < 0.5 ? -1 : 1, cx));
  parts.push(`<circle cx="${cx + 10}" cy="${cy + 14}" r="${r}" fill="#000" opacity=".12"/>`);
  const rim = plate;
  const inner = plate === "#FFFFFF" ? "#F7F3EC" : mix(plate, "#FFFFFF", 0.18);
  if (liquid) {
    parts.push(
      `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${rim}"/><circle cx="${cx}" cy="${cy}" r="${round(r * 0.84)}" fill="${mix(rim, "#000000", 0.12)}"/><circle cx="${cx}" cy="${cy}" r="${round(r * 0.8)}" fill="${liquid}"/><path d="M${cx - 60} ${cy + 40}c40-60 120-20 80 30" fill="none" stroke="#FFF" stroke-width="7" stroke-linecap="round" opacity=".35"/>`,
    );
    items = arrange(found, random, cx, cy, r * 0.7, 1.05);
  } else {
    parts.push(
      `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${rim}"/><circle cx="${cx}" cy="${cy}" r="${round(r * 0.76)}" fill="${inner}" stroke="${mix(rim, "#000000", 0.1)}" stroke-width="3"/>`,
    );
    items = arrange(found, random, cx, cy, r * 0.76, 1.4);
  }
  return { svg: parts.join(""), items };
}
