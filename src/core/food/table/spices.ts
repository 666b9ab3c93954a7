/**
 * Salt, pepper, dried spices, dried herbs and blends: used by the teaspoon, so their energy barely
 * counts, but a shopping list still needs them. Many spices have more energy by the simple
 * 4/9/4 sum than USDA gives, because USDA applies lower specific factors to spices' protein and
 * carbohydrate (and their fibre): those carry a note. Values per 100 g; see docs/food-data.md.
 */
import { defineFoods } from "./define-foods.ts";

const factorsNote = "USDA's energy uses lower specific Atwater factors for this spice.";
const blendNote = "A spice blend with no SR Legacy entry: curry powder's values.";
const blend = { fib: 33, ml: 0.45, note: blendNote };

// biome-ignore format: one food per line reads better packed
export const saltAndPepper = defineFoods("spices", [
  ["salt", "table salt, fine salt, sea salt, kosher salt, coarse salt, flaky sea salt, sea salt flakes, maldon sea salt, rock salt, fine sea salt, coarse sea salt, diamond crystal kosher salt, morton kosher salt, pink himalayan salt, salt flakes, coarse kosher salt, flaked sea salt, flaky salt, iodized salt, fleur de sel, himalayan salt, smoked salt, black salt, kala namak, maldon salt, grey salt, seasoning", 0, 0, 0, 0, { ml: 1.2 }],
  ["black pepper", "pepper, ground black pepper, freshly ground black pepper, black peppercorns, peppercorns, whole black peppercorns, cracked black pepper, coarsely ground black pepper, ground pepper, fresh ground pepper, freshly ground pepper, mixed peppercorns, pink peppercorns, green peppercorns, tellicherry peppercorns", 251, 10.39, 3.26, 63.95, { fib: 25.3, ml: 0.47 }],
  ["white pepper", "ground white pepper, white peppercorns, freshly ground white pepper", 296, 10.4, 2.12, 68.61, { fib: 26.2, ml: 0.5 }],
  ["sichuan peppercorns", "szechuan peppercorns, sichuan pepper, szechuan pepper, ground sichuan pepper", 251, 10.39, 3.26, 63.95, { fib: 25.3, ml: 0.3, note: "No SR Legacy entry: black pepper's values." }],
  ["garlic salt", "garlic seasoning salt, seasoned salt, onion salt", 83, 4.1, 0.2, 18.2, { fib: 2.3, ml: 1.1, note: "No SR Legacy entry: a quarter garlic powder, three quarters salt." }],
  ["celery salt", "celery seasoning", 35, 1.5, 2.1, 3.4, { fib: 1, ml: 1.1, note: "No SR Legacy entry: a tenth celery seed, the rest salt." }],
  ["msg", "monosodium glutamate, ajinomoto, umami seasoning", 0, 0, 0, 0, { ml: 0.9 }],
]);

// biome-ignore format: one food per line reads better packed
export const groundSpices = defineFoods("spices", [
  ["cinnamon", "ground cinnamon, cinnamon stick, cinnamon sticks, cinnamon quill, cassia bark, cassia, ceylon cinnamon", 247, 3.99, 1.24, 80.59, { fib: 53.1, ml: 0.53, u: { stick: 4, centimeter: 0.5 } }],
  ["cumin", "ground cumin, cumin seeds, cumin seed, cumin powder, whole cumin seeds, jeera, black cumin seeds, toasted cumin seeds", 375, 17.81, 22.27, 44.24, { fib: 10.5, ml: 0.43 }],
  ["ground coriander", "coriander seeds, coriander seed, whole coriander seeds, coriander powder, dhania powder, toasted coriander seeds", 298, 12.37, 17.77, 54.99, { fib: 41.9, ml: 0.4, note: factorsNote }],
  ["paprika", "sweet paprika, hot paprika, hungarian paprika, mild paprika, hungarian sweet paprika, paprika powder", 282, 14.14, 12.89, 53.99, { fib: 34.9, ml: 0.49 }],
  ["smoked paprika", "pimentón, spanish smoked paprika, sweet smoked paprika, hot smoked paprika, smoked sweet paprika, pimentón de la vera, pimenton dulce", 282, 14.14, 12.89, 53.99, { fib: 34.9, ml: 0.49 }],
  ["chili powder", "chilli powder, chile powder, ancho chili powder, kashmiri chilli powder, mild chilli powder, hot chilli powder, kashmiri chili powder, chipotle chili powder, chipotle powder, ancho chile powder, red chili powder, chile con carne seasoning", 282, 13.46, 14.28, 49.7, { fib: 34.8, ml: 0.53 }],
  ["cayenne pepper", "cayenne, ground cayenne pepper, ground red pepper, cayenne powder, ground cayenne", 318, 12.01, 17.27, 56.63, { fib: 27.2, ml: 0.48, note: factorsNote }],
  ["chili flakes", "red pepper flakes, crushed red pepper, crushed red pepper flakes, dried chilli flakes, chilli flakes, chile flakes, dried red chili flakes, red chilli flakes, pul biber, aleppo pepper, gochugaru, crushed chillies, dried chili flakes, korean chili flakes, urfa biber, crushed chilli flakes, dried red pepper flakes, hot pepper flakes", 318, 12.01, 17.27, 56.63, { fib: 27.2, ml: 0.4, note: `Cayenne's values. ${factorsNote}` }],
  ["dried chili", "dried red chillies, dried chillies, dried red chiles, dried chiles, ancho chiles, guajillo chiles, chipotle chiles, dried red chilli, dried chilli, whole dried chillies, chiles de árbol, chile de arbol, pasilla chiles, ancho chile, dried ancho chiles, kashmiri chillies, chipotle peppers in adobo, chipotle in adobo, chipotles in adobo sauce, chipotle chile in adobo", 324, 10.58, 5.81, 69.86, { fib: 28.7, each: 2 }],
  ["turmeric", "ground turmeric, turmeric powder, fresh turmeric, turmeric root, haldi", 312, 9.68, 3.25, 67.14, { fib: 22.7, ml: 0.6, u: { centimeter: 3 } }],
  ["ground ginger", "ginger powder, dried ginger, ground dried ginger", 335, 8.98, 4.24, 71.62, { fib: 14.1, ml: 0.36 }],
  ["nutmeg", "ground nutmeg, freshly grated nutmeg, whole nutmeg, grated nutmeg, nutmeg grated, mace, ground mace, blade mace", 525, 5.84, 36.31, 49.29, { fib: 20.8, ml: 0.45, each: 5 }],
  ["cloves", "clove, ground cloves, whole cloves, ground clove, whole clove", 274, 5.97, 13, 65.53, { fib: 33.9, ml: 0.43, each: 0.1, note: factorsNote }],
  ["allspice", "ground allspice, allspice berries, whole allspice, jamaican pepper", 263, 6.09, 8.69, 72.12, { fib: 21.6, ml: 0.45, note: factorsNote }],
  ["cardamom", "cardamom pods, green cardamom pods, ground cardamom, cardamom seeds, black cardamom pods, green cardamom, cardamom pod, black cardamom, green cardamom pod", 311, 10.76, 6.7, 68.47, { fib: 28, ml: 0.4, each: 0.2, u: { pod: 0.2 } }],
  ["star anise", "whole star anise, star anise pods, anise seeds, aniseed, anise seed, anise", 337, 17.6, 15.9, 50.02, { fib: 14.6, ml: 0.45, each: 1, note: "No SR Legacy entry for star anise: anise seed's values." }],
  ["fennel seeds", "fennel seed, ground fennel, toasted fennel seeds, crushed fennel seeds", 345, 15.8, 14.87, 52.29, { fib: 39.8, ml: 0.4 }],
  ["caraway seeds", "caraway seed, caraway, ground caraway", 333, 19.77, 14.59, 49.9, { fib: 38, ml: 0.45 }],
  ["fenugreek", "fenugreek seeds, methi seeds, dried fenugreek leaves, kasuri methi, ground fenugreek, fenugreek leaves", 323, 23, 6.41, 58.35, { fib: 24.6, ml: 0.6 }],
  ["nigella seeds", "nigella, kalonji, black onion seeds, charnushka, nigella seed", 375, 17.81, 22.27, 44.24, { fib: 10.5, ml: 0.5, note: "No SR Legacy entry: cumin's values." }],
  ["mustard seeds", "yellow mustard seeds, black mustard seeds, brown mustard seeds, mustard seed, white mustard seeds", 508, 26.08, 36.24, 28.09, { fib: 12.2, ml: 0.67 }],
  ["mustard powder", "dry mustard, english mustard powder, ground mustard, mustard flour, dried mustard, dry mustard powder", 508, 26.08, 36.24, 28.09, { fib: 12.2, ml: 0.4 }],
  ["saffron", "saffron threads, saffron strands, pinch saffron, ground saffron, saffron powder", 310, 11.43, 5.85, 65.37, { fib: 3.9, ml: 0.2 }],
  ["juniper berries", "juniper berry, juniper", 300, 4, 16, 45, { fib: 25, ml: 0.45, each: 0.3, note: "No SR Legacy entry: estimated for dried juniper berries." }],
  ["sumac", "ground sumac, sumak", 260, 5, 14, 50, { fib: 30, ml: 0.5, note: "No SR Legacy entry: estimated for ground sumac." }],
  ["garlic powder", "granulated garlic, garlic granules, dried garlic, dehydrated garlic, minced dried garlic", 331, 16.55, 0.73, 72.73, { fib: 9, ml: 0.6 }],
  ["onion powder", "onion granules, dried onion flakes, dried minced onion, dehydrated onion, minced dried onion, onion flakes, instant minced onion, granulated onion", 341, 10.41, 1.04, 79.12, { fib: 15.2, ml: 0.49 }],
  ["poultry seasoning", "poultry spice, sage and thyme seasoning", 307, 9.59, 7.53, 65.59, { fib: 11.3, ml: 0.25 }],
]);

// biome-ignore format: one food per line reads better packed
export const driedHerbsAndBlends = defineFoods("spices", [
  ["bay leaves", "bay leaf, fresh bay leaves, dried bay leaves, bay, indian bay leaves, laurel leaves", 313, 7.61, 8.36, 74.97, { fib: 26.3, ml: 0.1, each: 0.2, u: { leaf: 0.2 } }],
  ["dried oregano", "oregano, dried greek oregano, mexican oregano, dried mexican oregano, ground oregano, dried marjoram, marjoram, oregano dried", 265, 9, 4.28, 68.92, { fib: 42.5, ml: 0.2 }],
  ["dried basil", "basil dried, dried sweet basil", 233, 22.98, 4.07, 47.75, { fib: 37.7, ml: 0.15 }],
  ["dried thyme", "thyme dried, dried thyme leaves, ground thyme", 276, 9.11, 7.43, 63.94, { fib: 37, ml: 0.28 }],
  ["dried rosemary", "rosemary dried, dried rosemary leaves, ground rosemary", 331, 4.88, 15.22, 64.06, { fib: 42.6, ml: 0.24 }],
  ["dried sage", "rubbed sage, ground sage, sage dried", 315, 10.63, 12.75, 60.73, { fib: 40.3, ml: 0.14 }],
  ["dried parsley", "parsley flakes, dried parsley flakes", 292, 26.63, 5.48, 50.64, { fib: 26.7, ml: 0.1 }],
  ["dried dill", "dill weed dried, dried dill weed, dill dried", 253, 19.96, 4.36, 55.82, { fib: 13.6, ml: 0.2, note: factorsNote }],
  ["dried mint", "mint dried, dried spearmint, dried peppermint", 285, 19.93, 6.03, 52.04, { fib: 29.8, ml: 0.2 }],
  ["dried tarragon", "tarragon dried, dried chervil", 295, 22.77, 7.24, 50.22, { fib: 7.4, ml: 0.2, note: factorsNote }],
  ["italian seasoning", "italian herbs, mixed herbs, dried mixed herbs, herbes de provence, dried italian herbs, mixed dried herbs, italian herb seasoning, dried herbs, fines herbes, bouquet garni", 265, 9, 4.28, 68.92, { fib: 42.5, ml: 0.2, note: "A herb blend with no SR Legacy entry: dried oregano's values." }],
  ["curry powder", "madras curry powder, mild curry powder, hot curry powder, japanese curry powder, curry spice", 325, 14.29, 14.01, 55.83, { fib: 53.2, ml: 0.45 }],
  ["garam masala", "garam masala powder", 325, 14.29, 14.01, 55.83, blend],
  ["five-spice powder", "chinese five-spice powder, five spice, chinese five spice", 325, 14.29, 14.01, 55.83, blend],
  ["ras el hanout", "baharat, berbere, advieh", 325, 14.29, 14.01, 55.83, blend],
  ["za'atar", "zahtar, za atar", 325, 14.29, 14.01, 55.83, blend],
  ["cajun seasoning", "creole seasoning, blackening seasoning, old bay seasoning, old bay, jerk seasoning, jamaican jerk seasoning, bbq rub, barbecue rub, dry rub, steak seasoning, montreal steak seasoning", 325, 14.29, 14.01, 55.83, blend],
  ["taco seasoning", "fajita seasoning, taco spice mix, mexican seasoning, chili seasoning, burrito seasoning", 325, 14.29, 14.01, 55.83, blend],
  ["mixed spice", "ground mixed spice, pumpkin pie spice, apple pie spice, pudding spice, quatre épices, pickling spice", 325, 14.29, 14.01, 55.83, blend],
  ["asafoetida", "asafetida, hing, asafoetida powder, asafetida powder", 325, 14.29, 14.01, 55.83, blend],
  ["chaat masala", "tandoori masala, tandoori spice mix, pav bhaji masala, sambar powder, chana masala powder, curry leaves powder, panch phoron, dukkah, shichimi togarashi, togarashi, furikake, everything bagel seasoning", 325, 14.29, 14.01, 55.83, blend],
]);
