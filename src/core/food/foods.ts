/**
 * The whole food-composition table, in store order, and lookups by canonical name. Server-side
 * only in practice (it is large): the browser gets estimates and shopping items, never the table.
 */
import type { TFood } from "./food.ts";
import { bakery } from "./table/bakery.ts";
import { cheese, eggsAndMilk } from "./table/dairy-eggs.ts";
import { fish, shellfish } from "./table/fish.ts";
import { drinks, frozen, water } from "./table/frozen-drinks-other.ts";
import { pork, poultry, redMeat } from "./table/meat.ts";
import { bakingAids, flours, sugars } from "./table/pantry-baking.ts";
import { grains, pastaAndNoodles, pulses } from "./table/pantry-grains.ts";
import { crumbsAndSnacks, driedFruit, nutsAndSeeds } from "./table/pantry-nuts-dried.ts";
import { condiments, oilsAndFats, stocks, tinsAndJars, vinegars } from "./table/pantry-sauces.ts";
import { freshHerbs, fruit } from "./table/produce-fruit-herbs.ts";
import { vegetables } from "./table/produce-vegetables.ts";
import { driedHerbsAndBlends, groundSpices, saltAndPepper } from "./table/spices.ts";

export const foods: readonly TFood[] = [
  ...vegetables,
  ...fruit,
  ...freshHerbs,
  ...bakery,
  ...poultry,
  ...redMeat,
  ...pork,
  ...fish,
  ...shellfish,
  ...eggsAndMilk,
  ...cheese,
  ...flours,
  ...sugars,
  ...bakingAids,
  ...grains,
  ...pastaAndNoodles,
  ...pulses,
  ...tinsAndJars,
  ...condiments,
  ...vinegars,
  ...oilsAndFats,
  ...stocks,
  ...nutsAndSeeds,
  ...driedFruit,
  ...crumbsAndSnacks,
  ...saltAndPepper,
  ...groundSpices,
  ...driedHerbsAndBlends,
  ...frozen,
  ...drinks,
  ...water,
];

const byName = new Map(foods.map((food) => [food.name, food]));

/** The food with this canonical name, or null. */
export function findFoodByName(name: string): TFood | null {
  return byName.get(name) ?? null;
}
