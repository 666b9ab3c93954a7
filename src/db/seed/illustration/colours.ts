/** Colours: mixing and comparing hex colours, and the colour of a soup, sauce or drink. */
import type { TRandom } from "./random.ts";

/** The colour of the soup, sauce or drink, by keyword in the title first, then in the ingredients. */
export function chooseLiquid(title: string, ingredients: string, random: TRandom): string {
  const liquids: Array<[RegExp, string]> = [
    [/chai|\btea\b|coffee/, "#C89A6A"],
    [/lemonade|lemon/, "#F7EBA0"],
    [/strawberr|raspberr/, "#F08FA0"],
    [/mousse|chocolate|chili|black bean|onion soup/, "#6B3A22"],
    [/tomato|tikka|minestrone|tortilla/, "#C8412B"],
    [/squash|pumpkin|red lentil|carrot/, "#E8892E"],
    [/green curry|pea|pesto|spinach/, "#8DB255"],
    [/curry|turmeric/, "#E2A33A"],
    [/miso|noodle soup|broth/, "#E7C98A"],
    [/coconut|rice pudding|oats|potato|leek|stroganoff|cream/, "#F3E6CC"],
  ];
  for (const text of [title, ingredients]) {
    for (const [pattern, colour] of liquids) if (pattern.test(text)) return colour;
  }
  return random.pick(["#E2A33A", "#C8412B", "#E7C98A"]);
}

export function mix(hex: string, other: string, amount: number): string {
  const a = Number.parseInt(hex.slice(1), 16);
  const b = Number.parseInt(other.slice(1), 16);
  const channel = (shift: number) =>
    Math.round(((a >> shift) & 255) * (1 - amount) + ((b >> shift) & 255) * amount)
      .toString(16)
      .padStart(2, "0");
  return `#${channel(16)}${channel(8)}${channel(0)}`;
}

export function distance(hex: string, other: string): number {
  const a = Number.parseInt(hex.slice(1), 16);
  const b = Number.parseInt(other.slice(1), 16);
  return Math.hypot(((a >> 16) & 255) - ((b >> 16) & 255), ((a >> 8) & 255) - ((b >> 8) & 255), (a & 255) - (b & 255));
}
