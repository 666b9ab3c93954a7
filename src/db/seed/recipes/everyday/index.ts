import { expandFamily, type TDishFamily } from "../kitchen/dish-family.ts";
import type { TDemoRecipe } from "../types.ts";
import { bigBreakfastFamilies } from "./breakfast-big-plates.ts";
import { breakfastBowlFamilies } from "./breakfast-bowls.ts";
import { savouryBreakfastFamilies } from "./breakfast-savoury.ts";
import { toastAndPancakeFamilies } from "./breakfast-toast-and-pancakes.ts";
import { dessertAndDrinkFamilies } from "./desserts-and-drinks.ts";
import { curryAndStewFamilies } from "./dinner-curries-and-stews.ts";
import { pastaAndRisottoFamilies } from "./dinner-pasta-and-risotto.ts";
import { pieAndBakeFamilies } from "./dinner-pies-and-bakes.ts";
import { stirFryFamilies } from "./dinner-stir-fries.ts";
import { tacoAndBowlFamilies } from "./dinner-tacos-and-bowls.ts";
import { traybakeAndFishFamilies } from "./dinner-traybakes-and-fish.ts";
import { lunchSaladFamilies } from "./lunch-salads.ts";
import { sandwichAndRiceBowlFamilies } from "./lunch-sandwiches-and-rice-bowls.ts";
import { lunchSoupFamilies } from "./lunch-soups.ts";
import { wrapAndBowlFamilies } from "./lunch-wraps-and-bowls.ts";
import { snackPlateAndBakeFamilies } from "./snack-plates-and-bakes.ts";
import { snackAndSideFamilies } from "./snacks-and-sides.ts";

const expand = (families: TDishFamily[]) => families.flatMap(expandFamily);

/**
 * Everyday recipes for planning a week: breakfasts, lunches, dinners, snacks, sides, desserts and
 * drinks for every diet, one list per kind of meal.
 */
export const everydayRecipeLists: TDemoRecipe[][] = [
  expand([...breakfastBowlFamilies, ...savouryBreakfastFamilies, ...toastAndPancakeFamilies, ...bigBreakfastFamilies]),
  expand([...lunchSaladFamilies, ...lunchSoupFamilies, ...wrapAndBowlFamilies, ...sandwichAndRiceBowlFamilies]),
  expand([...curryAndStewFamilies, ...stirFryFamilies, ...pieAndBakeFamilies]),
  expand([...pastaAndRisottoFamilies, ...traybakeAndFishFamilies, ...tacoAndBowlFamilies]),
  expand([...snackAndSideFamilies, ...snackPlateAndBakeFamilies, ...dessertAndDrinkFamilies]),
];
