/**
 * Baking shelves: flours and starches, sugars and syrups, raising agents, chocolate and extracts.
 * Values per 100 g; densities are spooned-and-levelled (flour) or packed (brown sugar) as recipes
 * measure them. See docs/food-data.md.
 */
import { defineFoods } from "./define-foods.ts";

const sugarNote = "No SR Legacy entry: white sugar's values (it is sucrose with traces of molasses).";

// biome-ignore format: one food per line reads better packed
export const flours = defineFoods("pantry", [
  ["all-purpose flour", "plain flour, flour, white flour, unbleached all-purpose flour, plain white flour, unbleached flour, ap flour, general-purpose flour, sifted flour, wheat flour, maida", 364, 10.33, 0.98, 76.31, { fib: 2.7, ml: 0.53, flags: "gluten" }],
  ["bread flour", "strong white flour, strong white bread flour, strong flour, strong bread flour, 00 flour, tipo 00 flour, pizza flour, high-gluten flour, manitoba flour", 361, 11.98, 1.66, 72.53, { fib: 2.4, ml: 0.54, flags: "gluten" }],
  ["self-raising flour", "self-rising flour, self-raising white flour", 354, 9.89, 0.97, 74.22, { fib: 2.7, ml: 0.53, flags: "gluten" }],
  ["whole wheat flour", "wholemeal flour, wholewheat flour, brown flour, graham flour, stoneground wholemeal flour, strong wholemeal flour, whole wheat pastry flour, atta, chapati flour", 340, 13.21, 2.5, 71.97, { fib: 10.7, ml: 0.51, flags: "gluten" }],
  ["spelt flour", "wholegrain spelt flour, white spelt flour", 338, 14.57, 2.43, 70.19, { fib: 10.7, ml: 0.5, flags: "gluten" }],
  ["cake flour", "pastry flour, soft flour, cake and pastry flour, superfine flour", 362, 8.2, 0.86, 78.03, { fib: 1.7, ml: 0.5, flags: "gluten" }],
  ["rye flour", "dark rye flour, light rye flour, wholegrain rye flour, medium rye flour", 349, 10.9, 1.5, 75.9, { fib: 15, ml: 0.43, flags: "gluten" }],
  ["buckwheat flour", "buckwheat", 335, 12.62, 3.1, 70.59, { fib: 10, ml: 0.5 }],
  ["rice flour", "white rice flour, glutinous rice flour, sweet rice flour, brown rice flour, mochiko", 366, 5.95, 1.42, 80.13, { fib: 2.4, ml: 0.67 }],
  ["almond flour", "ground almonds, almond meal, blanched almond flour, blanched almond meal, finely ground almonds", 579, 21.15, 49.93, 21.55, { fib: 12.5, ml: 0.4, flags: "nut" }],
  ["chickpea flour", "gram flour, besan, garbanzo bean flour, besan flour", 387, 22.39, 6.69, 57.82, { fib: 10.8, ml: 0.39 }],
  ["cornmeal", "yellow cornmeal, fine cornmeal, coarse cornmeal, corn meal, stoneground cornmeal, white cornmeal, medium-grind cornmeal", 362, 8.12, 3.59, 76.89, { fib: 7.3, ml: 0.52 }],
  ["polenta", "instant polenta, quick-cook polenta, grits, coarse polenta, corn grits, hominy grits", 362, 8.12, 3.59, 76.89, { fib: 7.3, ml: 0.68, note: "Cornmeal's values." }],
  ["masa harina", "masa, masa flour, instant corn masa flour, maseca", 365, 9.28, 3.78, 76.3, { fib: 6.4, ml: 0.48 }],
  ["cornstarch", "cornflour, corn starch, corn flour, maize starch, maizena, cornstarch slurry, custard powder", 381, 0.26, 0.05, 91.27, { fib: 0.9, ml: 0.54 }],
  ["arrowroot", "arrowroot powder, arrowroot starch", 357, 0.3, 0.1, 88.15, { fib: 3.4, ml: 0.54 }],
  ["potato starch", "potato flour, katakuriko", 333, 0.1, 0.1, 83, { ml: 0.66, note: "No SR Legacy entry for the starch: pure starch at typical moisture." }],
  ["tapioca starch", "tapioca flour, tapioca, tapioca pearls, cassava flour, pearl tapioca", 358, 0.19, 0.02, 88.69, { fib: 0.9, ml: 0.5 }],
  ["semolina", "semolina flour, durum wheat semolina, fine semolina, semola rimacinata, durum flour, cream of wheat", 360, 12.68, 1.05, 72.83, { fib: 3.9, ml: 0.71, flags: "gluten" }],
  ["oats", "rolled oats, porridge oats, old-fashioned rolled oats, oatmeal, quick oats, jumbo oats, steel-cut oats, oat flakes, old-fashioned oats, quick-cooking oats, instant oats, whole oats, pinhead oatmeal, oat flour, gluten-free oats, oat bran", 379, 13.15, 6.52, 67.7, { fib: 10.1, ml: 0.34, flags: "gluten" }],
]);

// biome-ignore format: one food per line reads better packed
export const sugars = defineFoods("pantry", [
  ["sugar", "white sugar, granulated sugar, white granulated sugar, cane sugar, organic cane sugar, granulated white sugar, pure cane sugar, table sugar, regular sugar, jam sugar, preserving sugar", 387, 0, 0, 99.98, { ml: 0.85 }],
  ["caster sugar", "superfine sugar, golden caster sugar, baker's sugar, castor sugar, fine sugar", 387, 0, 0, 99.98, { ml: 0.88 }],
  ["brown sugar", "light brown sugar, dark brown sugar, soft brown sugar, light soft brown sugar, dark soft brown sugar, soft light brown sugar, soft dark brown sugar, packed brown sugar, muscovado sugar, dark muscovado sugar, light muscovado sugar, golden brown sugar, muscovado, firmly packed brown sugar, packed light brown sugar, packed dark brown sugar", 380, 0.12, 0, 98.09, { ml: 0.93 }],
  ["demerara sugar", "turbinado sugar, raw sugar, sugar in the raw, demerara, coarse sugar, sanding sugar, pearl sugar", 387, 0, 0, 99.8, { ml: 0.92, note: sugarNote }],
  ["icing sugar", "powdered sugar, confectioners sugar, confectioner sugar, 10x sugar, icing sugar sifted, sifted icing sugar, golden icing sugar", 389, 0, 0.32, 99.77, { ml: 0.51 }],
  ["palm sugar", "jaggery, coconut sugar, coconut palm sugar, gula melaka, piloncillo, panela", 375, 0.4, 0.1, 93, { ml: 0.85, note: "No SR Legacy entry: unrefined cane or palm sugar (about 93% sugars)." }],
  ["honey", "clear honey, runny honey, raw honey, manuka honey, liquid honey, set honey, orange blossom honey, wildflower honey", 304, 0.3, 0, 82.4, { fib: 0.2, ml: 1.42, flags: "animal" }],
  ["maple syrup", "pure maple syrup, grade a maple syrup, dark maple syrup", 260, 0.04, 0.06, 67.04, { ml: 1.33 }],
  ["golden syrup", "light treacle, lyle's golden syrup, cane syrup", 325, 0, 0, 81, { ml: 1.4, note: "No SR Legacy entry: a typical golden syrup (about 80% sugars)." }],
  ["corn syrup", "light corn syrup, dark corn syrup, glucose syrup, liquid glucose, glucose", 283, 0, 0.2, 76.79, { ml: 1.39, note: "The rest is water; USDA's energy uses a lower factor for these sugars." }],
  ["molasses", "black treacle, treacle, blackstrap molasses, dark molasses, unsulphured molasses, sorghum syrup", 290, 0, 0.1, 74.73, { ml: 1.4 }],
  ["agave syrup", "agave nectar, agave, light agave nectar, rice malt syrup, brown rice syrup, date syrup", 310, 0.09, 0.45, 76.37, { ml: 1.38 }],
  ["simple syrup", "sugar syrup, stock syrup, gomme syrup", 190, 0, 0, 49, { ml: 1.23, note: "Made from equal volumes of sugar and water: computed from sugar's values." }],
  ["marshmallows", "marshmallow, mini marshmallows, miniature marshmallows, marshmallow fluff, marshmallow creme", 318, 1.8, 0.2, 81.3, { ml: 0.2, each: 7, flags: "meat" }],
]);

// biome-ignore format: one food per line reads better packed
export const bakingAids = defineFoods("pantry", [
  ["baking powder", "double-acting baking powder, gluten-free baking powder", 53, 0, 0, 27.7, { ml: 0.93, note: "USDA's energy: most of the 'carbohydrate by difference' is acid salts, which yield none." }],
  ["baking soda", "bicarbonate of soda, bicarb, bicarb soda, sodium bicarbonate, bicarbonate soda, bread soda", 0, 0, 0, 0, { ml: 0.93 }],
  ["cream of tartar", "tartaric acid, potassium bitartrate", 258, 0, 0, 61.5, { ml: 0.6, note: "USDA's energy for the acid salt." }],
  ["yeast", "active dry yeast, instant yeast, fast-action dried yeast, dried yeast, easy-bake yeast, fast action yeast, rapid-rise yeast, easy blend yeast, quick yeast, bread machine yeast, instant dried yeast, dry yeast", 325, 40.44, 7.61, 41.22, { fib: 26.9, ml: 0.81, u: { packet: 7, sachet: 7, envelope: 7 } }],
  ["fresh yeast", "compressed yeast, cake yeast", 105, 8.4, 1.9, 18.1, { fib: 8.1, ml: 0.6, u: { cube: 42 } }],
  ["nutritional yeast", "nooch, yeast flakes, savoury yeast flakes", 370, 50, 5, 36, { fib: 20, ml: 0.27, note: "No SR Legacy entry: a typical nutritional yeast." }],
  ["gelatine", "gelatin, leaf gelatine, gelatine leaves, unflavored gelatin, powdered gelatin, sheet gelatin, gelatin sheets, gelatine powder, powdered gelatine, unflavoured gelatine, platinum-grade gelatine, gelatine sheets, unflavored gelatin powder", 335, 85.6, 0.1, 0, { ml: 0.63, u: { sheet: 2, leaf: 2, packet: 7, envelope: 7, sachet: 12 }, flags: "meat", note: "Almost pure collagen: USDA counts its protein at a lower factor." }],
  ["agar agar", "agar, agar powder, agar flakes", 306, 6.21, 0.3, 80.88, { fib: 7.7, ml: 0.5, note: "Mostly soluble fibre, which yields little energy." }],
  ["xanthan gum", "guar gum", 332, 5, 0.5, 85, { fib: 80, ml: 0.6, note: "Nearly all soluble fibre; figures as manufacturers label them." }],
  ["vanilla extract", "pure vanilla extract, vanilla essence, vanilla, natural vanilla extract, vanilla paste, vanilla bean paste, vanilla flavoring, imitation vanilla", 288, 0.06, 0.06, 12.65, { alc: 34.4, ml: 0.88 }],
  ["vanilla pod", "vanilla bean, vanilla pods, vanilla beans, vanilla bean pod, split vanilla pod", 288, 0, 0, 12.65, { alc: 34.4, each: 3, u: { pod: 3 }, note: "No SR Legacy entry: vanilla extract's values; a pod weighs about 3 g." }],
  ["almond extract", "almond essence, pure almond extract, bitter almond extract", 288, 0.06, 0.06, 12.65, { alc: 34.4, ml: 0.88, note: "No SR Legacy entry: vanilla extract's values (both are alcohol-based)." }],
  ["food colouring", "food coloring, gel food colouring, red food coloring, green food colouring, food dye, gel paste colour", 0, 0, 0, 0, { ml: 1 }],
  ["rose water", "rosewater, orange blossom water, orange flower water", 0, 0, 0, 0, { ml: 1 }],
  ["cocoa powder", "unsweetened cocoa powder, cocoa, dutch-process cocoa, dutch-processed cocoa powder, cacao powder, unsweetened dutch-process cocoa powder, dutch-process cocoa powder, raw cacao powder, natural cocoa powder, unsweetened cocoa", 228, 19.6, 13.7, 57.9, { fib: 37, ml: 0.36, note: "USDA's energy uses cocoa's own low Atwater factors; most carbohydrate is fibre." }],
  ["dark chocolate", "plain chocolate, good-quality dark chocolate, bittersweet chocolate, chocolate, dark chocolate 70%, 70% dark chocolate, 70% cocoa chocolate, bitter chocolate, unsweetened chocolate, baking chocolate, dark cooking chocolate, semisweet chocolate, semi-sweet chocolate, cooking chocolate, couverture, chocolate bar, high-quality dark chocolate", 598, 7.79, 42.63, 45.9, { fib: 10.9, ml: 0.72, u: { square: 6, bar: 100 } }],
  ["chocolate chips", "semisweet chocolate chips, chocolate chunks, dark chocolate chips, semi-sweet chocolate chips, plain chocolate chips, bittersweet chocolate chips, chocolate chip, mini chocolate chips, dark chocolate chunks, chocolate morsels", 480, 4.2, 30, 63.1, { fib: 5.9, ml: 0.72 }],
  ["milk chocolate", "milk chocolate chips, milk chocolate chunks, milk chocolate bar", 535, 7.65, 29.66, 59.4, { fib: 3.4, ml: 0.72, flags: "dairy", u: { square: 6, bar: 100 } }],
  ["white chocolate", "white chocolate chips, white chocolate chunks, white chocolate bar, white baking chocolate", 539, 5.87, 32.09, 59.24, { fib: 0.2, ml: 0.72, flags: "dairy", u: { square: 6, bar: 100 } }],
  ["cacao nibs", "cocoa nibs, cacao nib", 600, 13, 52, 34, { fib: 30, ml: 0.5, note: "No SR Legacy entry: typical roasted cocoa nibs." }],
  ["marzipan", "almond paste, ready-to-roll marzipan", 440, 8, 24, 48, { fib: 3, flags: "nut", note: "No SR Legacy entry: a typical marzipan (about a quarter almonds)." }],
  ["sprinkles", "hundreds and thousands, nonpareils, rainbow sprinkles, chocolate sprinkles, jimmies, edible glitter", 389, 0, 0.3, 97, { ml: 0.8, note: "No SR Legacy entry: sugar strands, almost pure sugar." }],
]);
