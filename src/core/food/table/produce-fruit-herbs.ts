/**
 * Fresh fruit and fresh herbs. Values per 100 g raw; a fruit's piece weight is its edible part.
 * Zest and rind are the fruit itself (a shopper buys lemons), measured by the spoon at zest's
 * density; juice is a food of its own.
 */
import { defineFoods } from "./define-foods.ts";

const herbNote = "No USDA entry for the fresh herb: estimated from the dried herb at a fresh herb's water content.";

// biome-ignore format: one food per line reads better packed
export const fruit = defineFoods("produce", [
  ["lemon", "lemons, unwaxed lemon, meyer lemon, lemon zest, grated lemon zest, lemon rind, lemon peel, zest of lemon, finely grated lemon zest, lemon wedge, lemon slice, lemon twist", 29, 1.1, 0.3, 9.32, { fib: 2.8, ml: 0.4, each: 60, u: { wedge: 8, slice: 7 } }],
  ["lemon juice", "fresh lemon juice, freshly squeezed lemon juice, juice of lemon", 22, 0.35, 0.24, 6.9, { ml: 1.03, each: 40, whole: "lemon" }],
  ["lime", "limes, key lime, lime zest, lime rind, grated lime zest, lime wedge, lime slice, lime peel", 30, 0.7, 0.2, 10.54, { fib: 2.8, ml: 0.4, each: 50, u: { wedge: 7, slice: 6 } }],
  ["lime juice", "fresh lime juice, freshly squeezed lime juice, key lime juice, juice of lime, yuzu juice", 25, 0.42, 0.07, 8.42, { ml: 1.03, each: 25, whole: "lime" }],
  ["orange", "navel orange, blood orange, seville orange, orange zest, orange rind, grated orange zest, orange peel, orange slice, orange wedge", 47, 0.94, 0.12, 11.75, { fib: 2.4, ml: 0.4, each: 130, u: { slice: 12, wedge: 20 } }],
  ["clementine", "mandarin, mandarin orange, tangerine, satsuma, easy peeler, clementines", 53, 0.81, 0.31, 13.34, { fib: 1.8, each: 75 }],
  ["grapefruit", "pink grapefruit, ruby grapefruit, red grapefruit", 42, 0.77, 0.14, 10.66, { fib: 1.6, each: 250 }],
  ["apple", "eating apple, cooking apple, bramley apple, granny smith apple, golden delicious apple, pink lady apple, braeburn apple, gala apple, honeycrisp apple, fuji apple, cox apple, green apple, red apple, crisp apple, tart apple, granny smith", 52, 0.26, 0.17, 13.81, { fib: 2.4, ml: 0.53, each: 180, small: 130, large: 230 }],
  ["pear", "conference pear, bosc pear, williams pear, anjou pear, comice pear, asian pear, bartlett pear", 57, 0.36, 0.14, 15.23, { fib: 3.1, ml: 0.59, each: 180 }],
  ["banana", "ripe banana, overripe banana, very ripe banana, bananas", 89, 1.09, 0.33, 22.84, { fib: 2.6, ml: 0.95, each: 120, small: 100, large: 135 }],
  ["plantain", "green plantain, ripe plantain", 122, 1.3, 0.37, 31.89, { fib: 2.3, ml: 0.63, each: 180 }],
  ["strawberry", "strawberries, fresh strawberries, hulled strawberries, wild strawberries", 32, 0.67, 0.3, 7.68, { fib: 2, ml: 0.63, each: 12, u: { punnet: 400 } }],
  ["raspberry", "raspberries, fresh raspberries, golden raspberries", 52, 1.2, 0.65, 11.94, { fib: 6.5, ml: 0.52, each: 4, u: { punnet: 150 } }],
  ["blueberry", "blueberries, fresh blueberries, wild blueberries", 57, 0.74, 0.33, 14.49, { fib: 2.4, ml: 0.63, each: 1.5, u: { punnet: 150 } }],
  ["blackberry", "blackberries, fresh blackberries, brambles", 43, 1.39, 0.49, 9.61, { fib: 5.3, ml: 0.61, each: 5, u: { punnet: 150 } }],
  ["cranberry", "cranberries, fresh cranberries, frozen cranberries", 46, 0.46, 0.13, 11.97, { fib: 3.6, ml: 0.42 }],
  ["redcurrant", "redcurrants, red currants, whitecurrants", 56, 1.4, 0.2, 13.8, { fib: 4.3, ml: 0.47 }],
  ["blackcurrant", "blackcurrants, black currants", 63, 1.4, 0.41, 15.38, { fib: 5.4, ml: 0.47 }],
  ["cherry", "cherries, sweet cherries, fresh cherries, sour cherries, morello cherries", 63, 1.06, 0.2, 16.01, { fib: 2.1, ml: 0.58, each: 8 }],
  ["grape", "grapes, red grapes, green grapes, seedless grapes, black grapes, white grapes", 69, 0.72, 0.16, 18.1, { fib: 0.9, ml: 0.64, each: 5 }],
  ["peach", "peaches, ripe peach, yellow peach, white peach, nectarine, nectarines, flat peach", 39, 0.91, 0.25, 9.54, { fib: 1.5, ml: 0.65, each: 150 }],
  ["apricot", "apricots, fresh apricots", 48, 1.4, 0.39, 11.12, { fib: 2, ml: 0.65, each: 35 }],
  ["plum", "plums, red plums, damsons, greengages", 46, 0.7, 0.28, 11.42, { fib: 1.4, ml: 0.7, each: 66 }],
  ["mango", "mangoes, ripe mango, alphonso mango, ataulfo mango, green mango, frozen mango", 60, 0.82, 0.38, 14.98, { fib: 1.6, ml: 0.7, each: 200 }],
  ["pineapple", "fresh pineapple, pineapple chunks, ripe pineapple, pineapple rings", 50, 0.54, 0.12, 13.12, { fib: 1.4, ml: 0.7, each: 900, u: { slice: 80, ring: 55 } }],
  ["papaya", "pawpaw, ripe papaya, green papaya", 43, 0.47, 0.26, 10.82, { fib: 1.7, ml: 0.6, each: 300 }],
  ["kiwi", "kiwi fruit, kiwifruit, kiwis", 61, 1.14, 0.52, 14.66, { fib: 3, ml: 0.75, each: 75 }],
  ["passion fruit", "passionfruit, passion fruit pulp, passion fruits", 97, 2.2, 0.7, 23.38, { fib: 10.4, ml: 1, each: 18 }],
  ["pomegranate", "pomegranate seeds, pomegranate arils, pomegranates", 83, 1.67, 1.17, 18.7, { fib: 4, ml: 0.74, each: 280 }],
  ["watermelon", "seedless watermelon", 30, 0.61, 0.15, 7.55, { fib: 0.4, ml: 0.65, each: 4500, u: { slice: 280, wedge: 280 } }],
  ["melon", "cantaloupe, honeydew melon, honeydew, galia melon, charentais melon, rockmelon, muskmelon", 34, 0.84, 0.19, 8.16, { fib: 0.9, ml: 0.67, each: 550, u: { slice: 70, wedge: 70 } }],
  ["fig", "figs, fresh figs, ripe figs, black figs", 74, 0.75, 0.3, 19.18, { fib: 2.9, ml: 0.63, each: 50 }],
  ["kumquat", "kumquats, cumquats", 71, 1.88, 0.86, 15.9, { fib: 6.5, each: 19 }],
  ["gooseberry", "gooseberries, cape gooseberries", 44, 0.88, 0.58, 10.18, { fib: 4.3, ml: 0.63 }],
  ["lychee", "lychees, litchi", 66, 0.83, 0.44, 16.53, { fib: 1.3, each: 10 }],
  ["rhubarb", "forced rhubarb, rhubarb stalks", 21, 0.9, 0.2, 4.54, { fib: 1.8, ml: 0.51, each: 50, u: { stalk: 50 } }],
  ["coconut", "fresh coconut, coconut meat, grated fresh coconut", 354, 3.33, 33.49, 15.23, { fib: 9, ml: 0.34, each: 400 }],
]);

// biome-ignore format: one food per line reads better packed
export const freshHerbs = defineFoods("produce", [
  ["parsley", "flat-leaf parsley, flatleaf parsley, italian parsley, curly parsley, fresh parsley, parsley leaves, parsley sprigs, parsley stems, fresh flat-leaf parsley, fresh italian parsley, chopped parsley", 36, 2.97, 0.79, 6.33, { fib: 3.3, ml: 0.25, u: { bunch: 40, handful: 15, sprig: 1, leaf: 0.1 } }],
  ["coriander", "cilantro, fresh coriander, coriander leaves, cilantro leaves, fresh cilantro, coriander leaf, coriander cress, coriander sprigs, cilantro sprigs, coriander stalks, cilantro stems", 23, 2.13, 0.52, 3.67, { fib: 2.8, ml: 0.07, u: { bunch: 40, handful: 10, sprig: 1, leaf: 0.1 } }],
  ["basil", "fresh basil, basil leaves, thai basil, sweet basil, genovese basil, purple basil, holy basil, basil sprigs", 23, 3.15, 0.64, 2.65, { fib: 1.6, ml: 0.1, u: { bunch: 30, handful: 10, sprig: 2, leaf: 0.5 } }],
  ["mint", "fresh mint, mint leaves, spearmint, peppermint, mint sprigs", 44, 3.29, 0.73, 8.41, { fib: 6.8, ml: 0.1, u: { bunch: 30, handful: 10, sprig: 1, leaf: 0.1 } }],
  ["dill", "fresh dill, dill fronds, dill sprigs, dill weed", 43, 3.46, 1.12, 7.02, { fib: 2.1, ml: 0.06, u: { bunch: 25, handful: 10, sprig: 1 } }],
  ["thyme", "fresh thyme, thyme leaves, lemon thyme, thyme sprigs, fresh thyme leaves", 101, 5.56, 1.68, 24.45, { fib: 14, ml: 0.17, u: { bunch: 20, sprig: 0.8, handful: 10 } }],
  ["rosemary", "fresh rosemary, rosemary sprigs, rosemary leaves, rosemary needles", 131, 3.31, 5.86, 20.7, { fib: 14.1, ml: 0.15, u: { bunch: 20, sprig: 1.5 } }],
  ["sage", "fresh sage, sage leaves, fresh sage leaves, sage sprigs", 110, 3.7, 4.5, 21, { fib: 13, ml: 0.1, u: { bunch: 20, sprig: 1.5, leaf: 0.5 }, note: herbNote }],
  ["fresh oregano", "oregano leaves, oregano sprigs, fresh marjoram, marjoram leaves", 90, 3.1, 1.5, 23.4, { fib: 14.5, ml: 0.15, u: { bunch: 20, sprig: 1 }, note: herbNote }],
  ["tarragon", "fresh tarragon, tarragon leaves, tarragon sprigs", 100, 7.7, 2.5, 17, { fib: 2.5, ml: 0.1, u: { bunch: 20, sprig: 1 }, note: herbNote }],
  ["chervil", "fresh chervil, chervil sprigs", 80, 7.8, 1.3, 16.7, { fib: 3.8, ml: 0.1, u: { bunch: 20, sprig: 0.5 }, note: herbNote }],
  ["fresh herbs", "herbs, mixed fresh herbs, fresh mixed herbs, assorted fresh herbs, soft herbs, chopped herbs, soft green herbs, tender herbs, mixed herb leaves, fresh herb leaves, microgreens, micro herbs", 36, 2.97, 0.79, 6.33, { fib: 3.3, ml: 0.2, u: { bunch: 40, handful: 15, sprig: 1 }, note: "Parsley's values stand for a mix of soft green herbs." }],
  ["chives", "fresh chives, chive, snipped chives, garlic chives, chinese chives", 30, 3.27, 0.73, 4.35, { fib: 2.5, ml: 0.2, u: { bunch: 25, handful: 10 } }],
  ["kaffir lime leaves", "kaffir lime leaf, makrut lime leaves, lime leaves, lime leaf, fresh lime leaves", 100, 4, 1, 20, { fib: 8, each: 0.3, u: { leaf: 0.3 }, note: "No USDA entry: estimated as a fresh leaf herb; used by the leaf, so negligible." }],
  ["curry leaves", "curry leaf, fresh curry leaves", 108, 6.1, 1, 18.7, { fib: 6.4, each: 0.2, u: { sprig: 2, leaf: 0.2 }, note: "No USDA entry: from published analyses of curry leaves." }],
]);
