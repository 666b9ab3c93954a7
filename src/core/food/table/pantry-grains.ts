/**
 * Rice, pasta, noodles, grains and pulses: dry as sold unless the name says cooked or canned
 * (canned pulses are weighed drained). Each pasta shape is its own food, since a shopping list must
 * not add spaghetti to penne. Values per 100 g; see docs/food-data.md.
 */
import { defineFoods } from "./define-foods.ts";

const pastaNote = "Dry pasta's values (enriched, unprepared).";
const pasta = { fib: 3.2, flags: "gluten", note: pastaNote };

// biome-ignore format: one food per line reads better packed
export const grains = defineFoods("pantry", [
  ["rice", "white rice, long grain rice, long-grain white rice, uncooked rice, uncooked white rice, raw rice, parboiled rice, easy-cook rice, converted rice", 365, 7.13, 0.66, 79.95, { fib: 1.3, ml: 0.78 }],
  ["basmati rice", "basmati, white basmati rice, brown basmati rice, aged basmati rice", 365, 7.13, 0.66, 79.95, { fib: 1.3, ml: 0.78 }],
  ["jasmine rice", "thai jasmine rice, thai fragrant rice, fragrant rice", 365, 7.13, 0.66, 79.95, { fib: 1.3, ml: 0.78 }],
  ["arborio rice", "risotto rice, carnaroli rice, vialone nano, arborio, carnaroli, paella rice, bomba rice, calasparra rice", 360, 6.61, 0.58, 79.34, { fib: 1.3, ml: 0.84 }],
  ["sushi rice", "short-grain rice, japanese rice, sticky rice, glutinous rice, pudding rice, calrose rice", 358, 6.5, 0.52, 79.15, { fib: 1.3, ml: 0.84 }],
  ["brown rice", "long-grain brown rice, short-grain brown rice, wholegrain rice, red rice, black rice, forbidden rice", 370, 7.94, 2.92, 77.24, { fib: 3.5, ml: 0.8 }],
  ["wild rice", "wild rice blend", 357, 14.73, 1.08, 74.9, { fib: 6.2, ml: 0.68 }],
  ["cooked rice", "cooked white rice, steamed rice, leftover rice, day-old rice, cold cooked rice, cooked basmati rice, cooked jasmine rice, cooked brown rice, cold rice, leftover cooked rice, cooked long-grain rice, precooked rice, microwave rice", 130, 2.69, 0.28, 28.17, { fib: 0.4, ml: 0.67 }],
  ["quinoa", "white quinoa, red quinoa, black quinoa, tricolour quinoa, quinoa rinsed", 368, 14.12, 6.07, 64.16, { fib: 7, ml: 0.72 }],
  ["couscous", "giant couscous, pearl couscous, israeli couscous, moghrabieh, wholewheat couscous", 376, 12.76, 0.64, 77.43, { fib: 5, ml: 0.73, flags: "gluten" }],
  ["bulgur", "bulgur wheat, bulghur, cracked wheat, burghul, bulgar wheat, fine bulgur, coarse bulgur", 342, 12.29, 1.33, 75.87, { fib: 18.3, ml: 0.59, flags: "gluten" }],
  ["pearl barley", "barley, pot barley, hulled barley", 352, 9.91, 1.16, 77.72, { fib: 15.6, ml: 0.85, flags: "gluten" }],
  ["farro", "spelt grains, emmer, einkorn, freekeh, wheat berries, spelt", 338, 14.57, 2.43, 70.19, { fib: 10.7, ml: 0.8, flags: "gluten" }],
  ["millet", "millet grains, hulled millet, teff, sorghum", 378, 11.02, 4.22, 72.85, { fib: 8.5, ml: 0.84 }],
  ["granola", "muesli, homemade granola, crunchy granola", 471, 13.67, 20.31, 64.34, { fib: 8.9, ml: 0.51, flags: "gluten nut" }],
  ["wheat germ", "wheatgerm, toasted wheat germ", 360, 23.15, 9.72, 51.8, { fib: 13.2, ml: 0.48, flags: "gluten" }],
  ["cornflakes", "corn flakes, crushed cornflakes, bran flakes, rice krispies, puffed rice, crisped rice cereal, rice cereal, breakfast cereal", 357, 7.5, 0.4, 84, { fib: 3.3, ml: 0.12, flags: "gluten" }],
]);

// biome-ignore format: one food per line reads better packed
export const pastaAndNoodles = defineFoods("pantry", [
  ["pasta", "dried pasta, dry pasta, short pasta, pasta shapes, long pasta, wholewheat pasta, whole wheat pasta, gluten-free pasta, campanelle, gemelli, cavatappi, trofie, casarecce, mafaldine, radiatori, gigli, strozzapreti", 371, 13.04, 1.51, 74.67, { ...pasta, ml: 0.44 }],
  ["spaghetti", "spaghettini, thin spaghetti, wholewheat spaghetti, spaghetti noodles", 371, 13.04, 1.51, 74.67, pasta],
  ["linguine", "linguini, linguine pasta", 371, 13.04, 1.51, 74.67, pasta],
  ["fettuccine", "fettucine, fettuccini, dried fettuccine", 371, 13.04, 1.51, 74.67, pasta],
  ["tagliatelle", "dried tagliatelle, tagliolini, tagliarini", 371, 13.04, 1.51, 74.67, pasta],
  ["pappardelle", "dried pappardelle", 371, 13.04, 1.51, 74.67, pasta],
  ["bucatini", "perciatelli", 371, 13.04, 1.51, 74.67, pasta],
  ["angel hair pasta", "angel hair, capellini, capelli d'angelo", 371, 13.04, 1.51, 74.67, pasta],
  ["penne", "penne rigate, penne pasta, mezze penne, ziti, penne lisce", 371, 13.04, 1.51, 74.67, { ...pasta, ml: 0.44 }],
  ["rigatoni", "mezzi rigatoni, paccheri, tortiglioni", 371, 13.04, 1.51, 74.67, { ...pasta, ml: 0.42 }],
  ["fusilli", "rotini, fusilli pasta, spirals, fusilli bucati", 371, 13.04, 1.51, 74.67, { ...pasta, ml: 0.4 }],
  ["farfalle", "bow-tie pasta, bow ties, bowtie pasta, farfalline", 371, 13.04, 1.51, 74.67, { ...pasta, ml: 0.35 }],
  ["macaroni", "elbow macaroni, elbow pasta, elbows, macaroni pasta, short-cut macaroni, chifferi", 371, 13.04, 1.51, 74.67, { ...pasta, ml: 0.44 }],
  ["orecchiette", "cavatelli", 371, 13.04, 1.51, 74.67, { ...pasta, ml: 0.44 }],
  ["conchiglie", "pasta shells, shell pasta, medium shells, jumbo pasta shells, conchiglioni, lumaconi", 371, 13.04, 1.51, 74.67, { ...pasta, ml: 0.38 }],
  ["orzo", "risoni, orzo pasta, ditalini, small pasta, soup pasta, stelline, acini di pepe, fregola", 371, 13.04, 1.51, 74.67, { ...pasta, ml: 0.8 }],
  ["lasagne sheets", "lasagne, lasagna noodles, lasagna sheets, dried lasagne sheets, no-boil lasagna noodles, lasagne noodles, lasagna, cannelloni tubes, cannelloni, manicotti", 371, 13.04, 1.51, 74.67, { ...pasta, each: 20, u: { sheet: 20 } }],
  ["egg noodles", "dried egg noodles, medium egg noodles, fine egg noodles, noodles, wide egg noodles, chow mein noodles, lo mein noodles, wonton noodles, ramen noodles, instant noodles, hokkien noodles", 384, 14.16, 4.44, 71.27, { fib: 3.3, ml: 0.16, u: { nest: 50, block: 70 }, flags: "gluten egg" }],
  ["udon noodles", "udon, fresh udon, udon noodle", 133, 3.4, 0.4, 28.6, { each: 200, u: { package: 200 }, flags: "gluten", note: "No SR Legacy entry: typical fresh udon." }],
  ["rice noodles", "rice vermicelli, rice stick noodles, flat rice noodles, vermicelli noodles, pad thai noodles, rice sticks, vermicelli, rice noodle, pho noodles, vermicelli rice noodles", 364, 5.95, 0.56, 80.18, { fib: 1.6, ml: 0.2, u: { nest: 50 } }],
  ["soba noodles", "soba, buckwheat noodles, soba noodle", 336, 14.38, 0.71, 74.62, { ml: 0.2, flags: "gluten" }],
  ["glass noodles", "cellophane noodles, bean thread noodles, mung bean noodles, sweet potato noodles, glass vermicelli", 351, 0.16, 0.06, 86.09, { fib: 0.5, ml: 0.2 }],
]);

// biome-ignore format: one food per line reads better packed
export const pulses = defineFoods("pantry", [
  ["chickpeas", "chickpea, canned chickpeas, tinned chickpeas, garbanzo beans, cooked chickpeas, garbanzos, chickpeas drained and rinsed, canned garbanzo beans", 139, 7.05, 2.77, 22.5, { fib: 7.6, ml: 0.68, u: { can: 240, tin: 240, jar: 400 }, drained: 0.6 }],
  ["dried chickpeas", "dry chickpeas, dried garbanzo beans, chana", 378, 20.47, 6.04, 62.95, { fib: 12.2, ml: 0.84 }],
  ["black beans", "black bean, canned black beans, black turtle beans, tinned black beans, cooked black beans", 91, 6.03, 0.29, 16.56, { fib: 6.9, ml: 0.72, u: { can: 240, tin: 240 }, drained: 0.6 }],
  ["dried black beans", "dry black beans", 341, 21.6, 1.42, 62.36, { fib: 15.5, ml: 0.82 }],
  ["kidney beans", "red kidney beans, canned kidney beans, tinned kidney beans, kidney bean, red beans, cooked kidney beans", 127, 8.67, 0.5, 22.8, { fib: 6.4, ml: 0.75, u: { can: 240, tin: 240 }, drained: 0.6 }],
  ["dried kidney beans", "dry kidney beans, dried red kidney beans", 333, 23.58, 0.83, 60.01, { fib: 24.9, ml: 0.78, note: "USDA's energy uses specific factors for this high-fibre bean." }],
  ["cannellini beans", "white beans, haricot beans, navy beans, great northern beans, white kidney beans, canned white beans, canned cannellini beans, tinned cannellini beans, flageolet beans, white bean", 139, 9.73, 0.35, 25.09, { fib: 6.3, ml: 0.75, u: { can: 240, tin: 240 }, drained: 0.6 }],
  ["dried white beans", "dried cannellini beans, dried haricot beans, dried navy beans, dry white beans, dried great northern beans, dried beans, dry beans", 333, 23.36, 0.85, 60.27, { fib: 15.2, ml: 0.84 }],
  ["butter beans", "lima beans, butter bean, large white beans, gigantes, baby lima beans", 115, 7.8, 0.38, 20.88, { fib: 7, ml: 0.72, u: { can: 240, tin: 240 }, drained: 0.6 }],
  ["pinto beans", "borlotti beans, cranberry beans, canned pinto beans, pinto bean, rosecoco beans", 143, 9.01, 0.65, 26.22, { fib: 9, ml: 0.72, u: { can: 240, tin: 240 }, drained: 0.6 }],
  ["black-eyed peas", "black-eyed beans, cowpeas", 116, 7.73, 0.53, 20.76, { fib: 6.5, ml: 0.72, u: { can: 240, tin: 240 }, drained: 0.6 }],
  ["hominy", "canned hominy, pozole corn, posole", 72, 1.48, 0.88, 14.26, { fib: 2.5, ml: 0.7, u: { can: 400 }, drained: 0.6 }],
  ["refried beans", "canned refried beans, refried black beans", 91, 5.43, 1.22, 15.32, { fib: 5.2, ml: 1.05, u: { can: 450 } }],
  ["baked beans", "canned baked beans, beans in tomato sauce, pork and beans", 94, 4.75, 0.37, 21.14, { fib: 4.1, ml: 1.05, u: { can: 415, tin: 415 } }],
  ["lentils", "green lentils, brown lentils, puy lentils, beluga lentils, french lentils, dried lentils, black lentils, dried green lentils, lentilles du puy", 352, 24.63, 1.06, 63.35, { fib: 10.7, ml: 0.81 }],
  ["red lentils", "red split lentils, split red lentils, masoor dal, red lentil, dried red lentils", 358, 23.91, 2.17, 63.1, { fib: 10.8, ml: 0.81 }],
  ["split peas", "yellow split peas, green split peas, chana dal, toor dal, urad dal, moong dal, dal, dhal, split mung beans", 364, 23.12, 3.89, 61.63, { fib: 22.2, ml: 0.84 }],
  ["cooked lentils", "canned lentils, tinned lentils, lentils drained, cooked green lentils, cooked puy lentils, pouch of cooked lentils", 116, 9.02, 0.38, 20.13, { fib: 7.9, ml: 0.84, u: { can: 240, tin: 240 }, drained: 0.6 }],
]);
