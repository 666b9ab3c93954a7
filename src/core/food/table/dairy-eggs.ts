/**
 * Eggs, milk, cream, butter, cheese and yogurt, and what else sits in the chilled cabinet beside
 * them (plant milks, hummus, fresh pasta). Values per 100 g; see docs/food-data.md.
 */
import { defineFoods } from "./define-foods.ts";

// biome-ignore format: one food per line reads better packed
export const eggsAndMilk = defineFoods("dairy-eggs", [
  ["egg", "eggs, large egg, large eggs, free-range egg, free-range eggs, whole egg, whole eggs, beaten egg, organic eggs, medium eggs, hard-boiled eggs, hard-boiled egg, boiled eggs, duck eggs", 143, 12.56, 9.51, 0.72, { flags: "egg", ml: 1.03, each: 50, small: 40, large: 56 }],
  ["egg yolk", "egg yolks, yolks, yolk, free-range egg yolks, large egg yolks, free-range egg yolk", 322, 15.86, 26.54, 3.59, { flags: "egg", ml: 1.03, each: 17 }],
  ["egg white", "egg whites, whites, free-range egg whites, large egg whites, liquid egg whites", 52, 10.9, 0.17, 0.73, { flags: "egg", ml: 1.03, each: 33 }],
  ["milk", "whole milk, full-fat milk, warm milk, cold milk, hot milk, lukewarm milk, scalded milk, milk warmed, dairy milk, cow's milk, vitamin d milk, homogenized milk", 61, 3.15, 3.25, 4.8, { flags: "dairy", ml: 1.03 }],
  ["semi-skimmed milk", "2% milk, reduced-fat milk, low-fat milk, 1% milk, lowfat milk", 50, 3.3, 1.98, 4.8, { flags: "dairy", ml: 1.03 }],
  ["skimmed milk", "skim milk, nonfat milk, fat-free milk, non-fat milk", 34, 3.37, 0.08, 4.96, { flags: "dairy", ml: 1.03 }],
  ["buttermilk", "cultured buttermilk, low-fat buttermilk", 40, 3.31, 0.88, 4.79, { flags: "dairy", ml: 1.03 }],
  ["heavy cream", "double cream, heavy whipping cream, whipping cream, cream, thickened cream, heavy or whipping cream, pouring cream, fresh cream, chilled double cream", 340, 2.84, 36.08, 2.74, { flags: "dairy", ml: 1 }],
  ["single cream", "light cream, table cream, coffee cream, cooking cream", 195, 2.7, 19.31, 3.66, { flags: "dairy", ml: 1.01 }],
  ["half-and-half", "", 131, 3.13, 11.5, 4.3, { flags: "dairy", ml: 1.02 }],
  ["clotted cream", "cornish clotted cream", 586, 1.6, 63.5, 2.3, { flags: "dairy", ml: 1, note: "No SR Legacy entry: a typical clotted cream (55–64% fat)." }],
  ["whipped cream", "whipped topping, squirty cream, aerosol cream", 257, 3.2, 22.22, 12.49, { flags: "dairy", ml: 0.25 }],
  ["sour cream", "soured cream, sour cream full-fat, dairy sour cream", 198, 2.44, 19.35, 4.63, { flags: "dairy", ml: 0.97 }],
  ["crème fraîche", "full-fat crème fraîche, half-fat crème fraîche", 380, 2.4, 40, 2.6, { flags: "dairy", ml: 1, note: "No SR Legacy entry: a typical full-fat crème fraîche (about 40% fat)." }],
  ["butter", "unsalted butter, salted butter, cold butter, soft butter, softened butter, cold unsalted butter, melted butter, unsalted butter softened, chilled butter, room-temperature butter, cultured butter, european-style butter, sweet butter, butter softened, butter melted, lightly salted butter", 717, 0.85, 81.11, 0.06, { flags: "dairy", ml: 0.96, u: { stick: 113, knob: 15, block: 250, pat: 5 } }],
  ["ghee", "clarified butter, butter ghee, brown butter", 876, 0.28, 99.48, 0, { flags: "dairy", ml: 0.92 }],
  ["margarine", "vegan butter, dairy-free spread, vegetable spread, baking spread, plant butter", 717, 0.16, 80.71, 0.7, { ml: 0.96, u: { stick: 113, block: 250 } }],
  ["plain yogurt", "yogurt, yoghurt, plain yoghurt, natural yogurt, natural yoghurt, whole milk yogurt, full-fat yogurt, full-fat natural yoghurt, unsweetened yogurt, live yogurt, plain whole milk yogurt, dahi, curd", 61, 3.47, 3.25, 4.66, { flags: "dairy", ml: 1.04 }],
  ["greek yogurt", "greek yoghurt, greek-style yoghurt, greek-style yogurt, strained yogurt, full-fat greek yogurt, whole-milk greek yogurt, plain greek yogurt, labneh", 97, 9, 5, 3.98, { flags: "dairy", ml: 1 }],
  ["nonfat greek yogurt", "fat-free greek yogurt, 0% greek yogurt, low-fat greek yogurt, non-fat greek yogurt, 0% fat greek yoghurt, low-fat yogurt, fat-free yogurt, low-fat natural yoghurt", 59, 10.19, 0.39, 3.6, { flags: "dairy", ml: 1 }],
  ["almond milk", "unsweetened almond milk, almond drink, almond beverage", 15, 0.59, 1.1, 0.58, { flags: "nut", ml: 1.03 }],
  ["soy milk", "soya milk, soymilk, unsweetened soy milk, soya drink", 54, 3.27, 1.75, 6.28, { flags: "soy", ml: 1.03 }],
  ["oat milk", "oat drink, oat beverage, unsweetened oat milk", 48, 1, 1.5, 7.5, { flags: "gluten", ml: 1.03, note: "No SR Legacy entry: a typical unsweetened oat drink." }],
  ["custard", "ready-made custard, fresh custard, vanilla custard, creme anglaise, pouring custard", 105, 3, 3, 16, { ml: 1.05, flags: "dairy egg", note: "No SR Legacy entry: a typical ready-made custard." }],
  ["wonton wrappers", "wonton skins, dumpling wrappers, gyoza wrappers, spring roll wrappers, egg roll wrappers, spring roll pastry, dumpling skins, wonton wrapper", 291, 9.8, 1.5, 57.9, { fib: 1.8, each: 8, flags: "gluten" }],
  ["hummus", "houmous, hummous, humus, houmus", 166, 7.9, 9.6, 14.29, { fib: 6, flags: "sesame", ml: 1.02 }],
  ["fresh pasta", "fresh egg pasta, fresh tagliatelle, fresh fettuccine, fresh lasagne sheets, fresh pappardelle, fresh linguine, fresh spaghetti, fresh ravioli, tortellini, ravioli, fresh lasagna sheets", 288, 11.31, 2.3, 54.73, { flags: "gluten egg", u: { sheet: 30 } }],
  ["gnocchi", "potato gnocchi, fresh gnocchi", 133, 3.5, 0.4, 29, { flags: "gluten", note: "No SR Legacy entry: a typical shop-bought potato gnocchi." }],
]);

// biome-ignore format: one food per line reads better packed
export const cheese = defineFoods("dairy-eggs", [
  ["cheddar", "cheddar cheese, mature cheddar, sharp cheddar, extra mature cheddar, sharp cheddar cheese, mild cheddar, grated cheddar, cheese, shredded cheese, grated cheese, mature cheddar cheese, extra-sharp cheddar, white cheddar, aged cheddar, red leicester, double gloucester, colby, american cheese, mexican cheese blend, shredded cheddar, vintage cheddar, extra-sharp cheddar cheese", 403, 24.9, 33.14, 1.28, { ml: 0.48, u: { slice: 25 } }],
  ["monterey jack", "monterey jack cheese, pepper jack, jack cheese, colby jack, pepper jack cheese, oaxaca cheese, muenster", 373, 24.48, 30.28, 0.68, { ml: 0.48, u: { slice: 25 } }],
  ["parmesan", "parmesan cheese, parmigiano-reggiano, parmigiano, grana padano, parmesan shavings, grated parmesan, freshly grated parmesan, parmigiano-reggiano cheese, parmesan rind, vegetarian hard cheese, italian hard cheese, asiago, asiago cheese, parmesan-style cheese", 392, 35.75, 25.83, 3.22, { ml: 0.4 }],
  ["pecorino", "pecorino romano, pecorino cheese, pecorino romano cheese, pecorino sardo", 387, 31.8, 26.94, 3.63, { ml: 0.4 }],
  ["mozzarella", "mozzarella cheese, fresh mozzarella, buffalo mozzarella, mozzarella ball, low-moisture mozzarella, grated mozzarella, shredded mozzarella, mozzarella di bufala, bocconcini, mozzarella pearls, burrata, fior di latte", 300, 22.17, 22.35, 2.19, { ml: 0.47, u: { ball: 125, slice: 25 } }],
  ["feta", "feta cheese, crumbled feta, greek feta, feta crumbled, barrel-aged feta", 264, 14.21, 21.28, 4.09, { ml: 0.64, u: { block: 200 } }],
  ["goat cheese", "goat's cheese, chèvre, fresh goat cheese, soft goat cheese, goat's curd, crumbled goat cheese, soft goat's cheese, goat log", 264, 18.52, 21.08, 0.89, { ml: 0.6 }],
  ["ricotta", "ricotta cheese, whole-milk ricotta, fresh ricotta, part-skim ricotta", 174, 11.26, 12.98, 3.04, { ml: 1.04 }],
  ["cream cheese", "full-fat cream cheese, soft cheese, philadelphia, full-fat soft cheese, cream cheese softened, neufchâtel, whipped cream cheese", 342, 5.93, 34.24, 4.07, { ml: 0.98, u: { package: 226, block: 226 } }],
  ["mascarpone", "mascarpone cheese", 435, 4.6, 44, 4, { ml: 1, note: "No SR Legacy entry: a typical mascarpone (about 44% fat)." }],
  ["cottage cheese", "small-curd cottage cheese, low-fat cottage cheese", 98, 11.12, 4.3, 3.38, { ml: 0.95 }],
  ["blue cheese", "blue cheese crumbles, roquefort, danish blue, crumbled blue cheese, dolcelatte, cashel blue, bleu cheese", 353, 21.4, 28.74, 2.34, { ml: 0.57 }],
  ["gorgonzola", "gorgonzola cheese, gorgonzola dolce, gorgonzola piccante", 353, 21.4, 28.74, 2.34, { ml: 0.57, note: "Blue cheese's values." }],
  ["stilton", "stilton cheese, blue stilton", 353, 21.4, 28.74, 2.34, { ml: 0.57, note: "Blue cheese's values." }],
  ["gruyère", "gruyère cheese, comté, comte cheese, beaufort, raclette, raclette cheese", 413, 29.81, 32.34, 0.36, { ml: 0.45 }],
  ["swiss cheese", "emmental, emmenthal, emmental cheese, jarlsberg, swiss", 380, 26.96, 27.8, 5.38, { ml: 0.45, u: { slice: 25 } }],
  ["fontina", "fontina cheese, taleggio, taleggio cheese, havarti", 389, 25.6, 31.14, 1.55, { ml: 0.45 }],
  ["provolone", "provolone cheese, sliced provolone", 351, 25.58, 26.62, 2.14, { ml: 0.45, u: { slice: 28 } }],
  ["gouda", "gouda cheese, smoked gouda, edam, aged gouda", 356, 24.94, 27.44, 2.22, { ml: 0.45, u: { slice: 25 } }],
  ["brie", "brie cheese, triple-cream brie", 334, 20.75, 27.68, 0.45, { u: { slice: 25 } }],
  ["camembert", "camembert cheese", 300, 19.8, 24.26, 0.46, { each: 250 }],
  ["halloumi", "halloumi cheese, grilling cheese", 321, 22, 25, 2.2, { u: { block: 225, slice: 30 }, note: "No SR Legacy entry: a typical halloumi." }],
  ["paneer", "paneer cheese, indian cottage cheese", 321, 21.4, 25, 3.6, { u: { block: 225 }, note: "No SR Legacy entry: a typical paneer." }],
  ["manchego", "manchego cheese, aged manchego", 385, 26, 31, 0.5, { ml: 0.45, note: "No SR Legacy entry: a typical sheep's milk hard cheese." }],
  ["queso fresco", "queso blanco, fresh cheese, farmer's cheese, paneer fresco", 299, 18.09, 23.82, 2.98, { ml: 0.6 }],
  ["cotija", "cotija cheese, queso añejo", 366, 20, 30, 3.6, { ml: 0.45, note: "No SR Legacy entry: a typical aged Mexican cheese." }],
], { flags: "dairy" });
