/** Nuts, seeds, dried fruit, crumbs, biscuits and snacks. Values per 100 g; see docs/food-data.md. */
import { defineFoods } from "./define-foods.ts";

// biome-ignore format: one food per line reads better packed
export const nutsAndSeeds = defineFoods("pantry", [
  ["almonds", "almond, whole almonds, blanched almonds, natural almonds, raw almonds, toasted almonds, marcona almonds, whole blanched almonds, skin-on almonds, roasted almonds, chopped almonds, smoked almonds", 579, 21.15, 49.93, 21.55, { fib: 12.5, ml: 0.6, each: 1.2, flags: "nut" }],
  ["flaked almonds", "sliced almonds, slivered almonds, toasted flaked almonds, almond flakes, toasted sliced almonds, flaked almonds toasted, split almonds", 579, 21.15, 49.93, 21.55, { fib: 12.5, ml: 0.39, flags: "nut" }],
  ["walnuts", "walnut, walnut halves, walnut pieces, chopped walnuts, toasted walnuts, english walnuts, black walnuts", 654, 15.23, 65.21, 13.71, { fib: 6.7, ml: 0.45, each: 4, flags: "nut" }],
  ["pecans", "pecan, pecan halves, pecan nuts, pecan pieces, chopped pecans, toasted pecans", 691, 9.17, 71.97, 13.86, { fib: 9.6, ml: 0.42, each: 4, flags: "nut" }],
  ["hazelnuts", "hazelnut, filberts, roasted hazelnuts, whole hazelnuts, blanched hazelnuts, skinned hazelnuts, toasted hazelnuts, chopped hazelnuts", 628, 14.95, 60.75, 16.7, { fib: 9.7, ml: 0.57, each: 1.4, flags: "nut" }],
  ["cashews", "cashew, cashew nuts, raw cashews, unsalted cashews, roasted cashews, cashew pieces, salted cashews", 553, 18.22, 43.85, 30.19, { fib: 3.3, ml: 0.58, each: 1.5, flags: "nut" }],
  ["pistachios", "pistachio, pistachio nuts, shelled pistachios, unsalted pistachios, pistachio kernels, chopped pistachios", 560, 20.16, 45.32, 27.17, { fib: 10.6, ml: 0.52, flags: "nut" }],
  ["pine nuts", "pine nut, pinenuts, pine kernels, pignoli, toasted pine nuts", 673, 13.69, 68.37, 13.08, { fib: 3.7, ml: 0.57, flags: "nut" }],
  ["macadamia nuts", "macadamias, macadamia, macadamia nut", 718, 7.91, 75.77, 13.82, { fib: 8.6, ml: 0.57, flags: "nut" }],
  ["brazil nuts", "brazil nut, brazils", 659, 14.32, 67.1, 11.74, { fib: 7.5, ml: 0.57, each: 5, flags: "nut" }],
  ["chestnuts", "chestnut, cooked chestnuts, vacuum-packed chestnuts, roasted chestnuts, peeled chestnuts, chestnut purée, sweetened chestnut purée", 245, 3.17, 2.2, 52.96, { fib: 5.1, ml: 0.6, each: 8, flags: "nut" }],
  ["mixed nuts", "nuts, chopped nuts, chopped mixed nuts, toasted nuts, nut mix, assorted nuts", 594, 17.3, 51.45, 25.35, { fib: 9, ml: 0.55, flags: "nut peanut" }],
  ["peanuts", "peanut, roasted peanuts, salted peanuts, unsalted peanuts, dry-roasted peanuts, raw peanuts, chopped peanuts, roasted salted peanuts, unsalted roasted peanuts, groundnuts, monkey nuts", 567, 25.8, 49.24, 16.13, { fib: 8.5, ml: 0.6, flags: "peanut" }],
  ["sesame seeds", "sesame seed, white sesame seeds, black sesame seeds, toasted sesame seeds, sesame, hulled sesame seeds, black sesame", 573, 17.73, 49.67, 23.45, { fib: 11.8, ml: 0.6, flags: "sesame" }],
  ["sunflower seeds", "sunflower seed, sunflower kernels, hulled sunflower seeds, mixed seeds, seeds, seed mix", 584, 20.78, 51.46, 20, { fib: 8.6, ml: 0.59 }],
  ["pumpkin seeds", "pumpkin seed, pepitas, hulled pumpkin seeds, toasted pumpkin seeds", 559, 30.23, 49.05, 10.71, { fib: 6, ml: 0.55 }],
  ["chia seeds", "chia seed, chia, black chia seeds, white chia seeds", 486, 16.54, 30.74, 42.12, { fib: 34.4, ml: 0.7 }],
  ["flaxseed", "flaxseeds, linseed, linseeds, ground flaxseed, flax seeds, golden linseed, flaxseed meal, milled flaxseed, ground linseed, flax meal, flax seed", 534, 18.29, 42.16, 28.88, { fib: 27.3, ml: 0.6 }],
  ["poppy seeds", "poppy seed, blue poppy seeds, white poppy seeds", 525, 17.99, 41.56, 28.13, { fib: 19.5, ml: 0.59 }],
  ["hemp seeds", "hemp hearts, hulled hemp seeds, shelled hemp seeds", 553, 31.56, 48.75, 8.67, { fib: 4, ml: 0.6 }],
  ["desiccated coconut", "shredded coconut, flaked coconut, coconut flakes, unsweetened shredded coconut, dried coconut, sweetened shredded coconut, toasted coconut, unsweetened coconut flakes, coconut chips, sweetened flaked coconut, grated coconut", 660, 6.88, 64.53, 23.65, { fib: 16.3, ml: 0.4 }],
]);

// biome-ignore format: one food per line reads better packed
export const driedFruit = defineFoods("pantry", [
  ["raisins", "raisin, seedless raisins, mixed dried fruit, dried fruit, mixed fruit, dried mixed fruit, dark raisins, flame raisins, mixed vine fruits, dried vine fruits", 299, 3.07, 0.46, 79.18, { fib: 3.7, ml: 0.61 }],
  ["sultanas", "sultana, golden raisins, golden sultanas, yellow raisins", 302, 3.39, 0.46, 79.52, { fib: 4, ml: 0.61 }],
  ["currants", "dried currants, zante currants, currant", 283, 4.08, 0.27, 74.08, { fib: 6.8, ml: 0.61 }],
  ["dried apricots", "dried apricot, ready-to-eat dried apricots, soft dried apricots, unsulphured dried apricots, apricot halves", 241, 3.39, 0.51, 62.64, { fib: 7.3, ml: 0.55, each: 8 }],
  ["dried cranberries", "dried cranberry, craisins, sweetened dried cranberries, dried cherries, dried sour cherries, dried blueberries, dried berries", 308, 0.17, 1.09, 82.8, { fib: 5.7, ml: 0.5 }],
  ["prunes", "prune, pitted prunes, dried plums, soft prunes, agen prunes", 240, 2.18, 0.38, 63.88, { fib: 7.1, ml: 0.7, each: 9.5 }],
  ["dates", "date, medjool dates, pitted dates, deglet noor dates, chopped dates, pitted medjool dates, dried dates", 277, 1.81, 0.15, 74.97, { fib: 6.7, ml: 0.62, each: 24, small: 8 }],
  ["dried figs", "dried fig, dried mission figs, dried turkish figs", 249, 3.3, 0.93, 63.87, { fib: 9.8, ml: 0.63, each: 8.4 }],
  ["goji berries", "goji berry, dried goji berries, wolfberries, dried mulberries, golden berries", 349, 14.26, 0.39, 77.06, { fib: 13, ml: 0.5 }],
  ["mixed peel", "candied peel, candied orange peel, candied lemon peel, candied citron, crystallised ginger, crystallized ginger, candied ginger, stem ginger, glacé fruit, candied fruit, mixed candied peel", 322, 0.34, 0.07, 82.74, { fib: 1.6, ml: 0.6 }],
  ["glacé cherries", "candied cherries, maraschino cherries, cocktail cherries, natural glacé cherries, luxardo cherries", 165, 0.22, 0.21, 41.97, { fib: 3.2, ml: 0.65, each: 5 }],
]);

// biome-ignore format: one food per line reads better packed
export const crumbsAndSnacks = defineFoods("pantry", [
  ["dried breadcrumbs", "dry breadcrumbs, bread crumbs, dried bread crumbs, dry bread crumbs, plain breadcrumbs, breadcrumbs, golden breadcrumbs, seasoned breadcrumbs, italian breadcrumbs, toasted breadcrumbs, fine dry breadcrumbs, croutons", 395, 13.35, 5.3, 71.98, { fib: 4.5, ml: 0.46, flags: "gluten" }],
  ["panko", "panko breadcrumbs, japanese breadcrumbs, japanese panko breadcrumbs, panko bread crumbs, panko crumbs", 395, 13.35, 5.3, 71.98, { fib: 4.5, ml: 0.25, flags: "gluten", note: "Dry breadcrumbs' values; panko is lighter by volume." }],
  ["fresh breadcrumbs", "fresh white breadcrumbs, fresh bread crumbs, white breadcrumbs, fresh white bread crumbs, soft breadcrumbs, fresh wholemeal breadcrumbs, coarse fresh breadcrumbs, day-old breadcrumbs", 266, 7.64, 3.29, 50.61, { fib: 2.4, ml: 0.19, flags: "gluten", note: "White bread's values." }],
  ["graham crackers", "graham cracker, graham cracker crumbs, graham crumbs, honey grahams", 430, 6.69, 10.6, 77.66, { fib: 3.4, ml: 0.36, each: 14, flags: "gluten" }],
  ["digestive biscuits", "digestives, digestive biscuit, rich tea biscuits, hobnobs, ginger nuts, gingernut biscuits, shortbread, shortbread biscuits, biscoff biscuits, speculoos, oreos, oreo cookies, chocolate cookies, cookie crumbs, amaretti biscuits, amaretti, biscotti, gingersnaps, ginger snaps", 478, 7.1, 20.9, 62.9, { fib: 3.6, ml: 0.4, each: 15, flags: "gluten", note: "No SR Legacy entry: a typical digestive biscuit." }],
  ["crackers", "saltines, saltine crackers, matzoh, matzoh meal, matzo crackers, cream crackers, water crackers, soda crackers, ritz crackers, crackers crushed, oyster crackers, matzo, matzo meal, rice crackers", 421, 9.46, 8.64, 74.05, { fib: 2.8, ml: 0.3, each: 3, flags: "gluten" }],
  ["ladyfingers", "savoiardi, sponge fingers, lady fingers, savoiardi biscuits", 365, 10.6, 9.1, 59.7, { fib: 1, each: 8, flags: "gluten egg" }],
  ["tortilla chips", "corn chips, nachos, tortilla crisps, totopos, nacho chips", 489, 7, 23.4, 63, { fib: 5.3, ml: 0.12 }],
  ["potato chips", "crisps, potato crisps, kettle chips, ready salted crisps, salted potato chips", 536, 7, 34.6, 52.9, { fib: 4.4, ml: 0.12 }],
  ["pretzels", "pretzel, pretzel sticks, mini pretzels, salted pretzels", 380, 10.34, 2.63, 79.76, { fib: 3, ml: 0.25, flags: "gluten" }],
  ["popcorn kernels", "popcorn, popping corn, unpopped popcorn", 387, 12.94, 4.54, 77.78, { fib: 14.5, ml: 0.8 }],
]);
