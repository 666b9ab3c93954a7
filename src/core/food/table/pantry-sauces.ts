/**
 * Tins and jars, sauces and condiments, vinegars, oils and fats, and stock. Values per 100 g;
 * see docs/food-data.md.
 */
import { defineFoods } from "./define-foods.ts";

const vinegarNote = "Vinegar's energy comes from its acetic acid, which the protein/fat/carbohydrate sum leaves out.";
const oil = { ml: 0.92 };

// biome-ignore format: one food per line reads better packed
export const tinsAndJars = defineFoods("pantry", [
  ["canned tomatoes", "chopped tomatoes, tinned tomatoes, diced tomatoes, whole peeled tomatoes, peeled tomatoes, canned chopped tomatoes, tinned chopped tomatoes, canned diced tomatoes, san marzano tomatoes, crushed tomatoes, canned whole tomatoes, peeled plum tomatoes, tinned plum tomatoes, canned plum tomatoes, fire-roasted tomatoes, cherry tomatoes in juice, canned crushed tomatoes, whole canned tomatoes, italian tomatoes, plum tomatoes in juice", 21, 1, 0.2, 4, { fib: 1, ml: 1.04, u: { can: 400, tin: 400, carton: 400 } }],
  ["passata", "tomato passata, sieved tomatoes, strained tomatoes, tomato purée (passata)", 38, 1.65, 0.21, 8.98, { fib: 1.9, ml: 1.05, u: { jar: 500, bottle: 690, carton: 500 } }],
  ["tomato paste", "tomato purée, double concentrate tomato purée, concentrated tomato paste, double concentrated tomato paste, tomato concentrate, sun-dried tomato paste", 82, 4.32, 0.47, 18.91, { fib: 4.1, ml: 1.1, u: { can: 170, tube: 200 } }],
  ["tomato sauce", "canned tomato sauce, plain tomato sauce, tomato sauce can", 24, 1.32, 0.3, 5.31, { fib: 1.5, ml: 1.04, u: { can: 225 } }],
  ["marinara sauce", "pasta sauce, spaghetti sauce, marinara, jarred tomato sauce, arrabbiata sauce, tomato and basil sauce, pizza sauce, tomato pasta sauce", 50, 1.41, 1.48, 8.06, { fib: 1.8, ml: 1.1, u: { jar: 680 } }],
  ["sun-dried tomatoes", "sundried tomatoes, sun-dried tomatoes in oil, oil-packed sun-dried tomatoes, semi-dried tomatoes, sunblush tomatoes, sun-blushed tomatoes, sunblushed tomatoes", 213, 5.06, 14.08, 23.33, { fib: 5.8, ml: 0.5, each: 5 }],
  ["roasted red peppers", "roasted red pepper, jarred roasted peppers, piquillo peppers, roasted peppers, jarred red peppers, pimientos, pimentos, roasted capsicum", 26, 0.9, 0.3, 5.2, { fib: 1.6, ml: 0.6, each: 40, u: { jar: 280 }, drained: 0.6, note: "No SR Legacy entry: red pepper's values less the water drained into the jar's brine." }],
  ["pumpkin puree", "canned pumpkin, pure pumpkin puree, tinned pumpkin, solid-pack pumpkin", 34, 1.1, 0.28, 8.09, { fib: 2.9, ml: 1.04, u: { can: 425 } }],
  ["coconut milk", "canned coconut milk, full-fat coconut milk, unsweetened coconut milk, tinned coconut milk, coconut milk full-fat", 197, 2.02, 21.33, 2.81, { ml: 1, u: { can: 400, tin: 400 } }],
  ["light coconut milk", "reduced-fat coconut milk, lite coconut milk, low-fat coconut milk", 73, 0.7, 7, 1.9, { ml: 1, u: { can: 400, tin: 400 }, note: "No SR Legacy entry: a typical reduced-fat coconut milk (about 7% fat)." }],
  ["coconut cream", "creamed coconut, canned coconut cream, coconut cream unsweetened", 330, 3.63, 34.68, 6.65, { fib: 2.2, ml: 1, u: { can: 400, carton: 200 } }],
  ["condensed milk", "sweetened condensed milk, caramel condensed milk, dulce de leche", 321, 7.91, 8.7, 54.4, { ml: 1.3, u: { can: 397, tin: 397 }, flags: "dairy" }],
  ["evaporated milk", "unsweetened evaporated milk, evaporated whole milk, light evaporated milk", 134, 6.81, 7.56, 10.04, { ml: 1.07, u: { can: 354, tin: 410 }, flags: "dairy" }],
  ["milk powder", "dry milk powder, powdered milk, nonfat dry milk, skimmed milk powder, dried milk", 362, 36.16, 0.77, 51.98, { ml: 0.5, flags: "dairy" }],
  ["canned tuna", "tinned tuna, tuna in water, tuna chunks, tuna, tuna in oil, oil-packed tuna, solid white tuna, albacore tuna, canned albacore, tuna drained, light tuna, tuna in olive oil", 116, 25.51, 0.82, 0, { ml: 0.6, u: { can: 120, tin: 120, jar: 200 }, drained: 0.8, flags: "fish" }],
  ["black olives", "olives, pitted black olives, kalamata olives, pitted kalamata olives, ripe olives, niçoise olives, black olives sliced, mixed olives, gaeta olives, pitted olives", 115, 0.84, 10.68, 6.26, { fib: 3.2, ml: 0.57, each: 4, u: { can: 170, jar: 200 }, drained: 0.6 }],
  ["green olives", "pitted green olives, manzanilla olives, castelvetrano olives, pimento-stuffed olives, gordal olives, queen olives, stuffed olives, nocellara olives, picholine olives", 145, 1.03, 15.32, 3.84, { fib: 3.3, ml: 0.57, each: 4, u: { jar: 200 }, drained: 0.6 }],
  ["capers", "caper, capers in brine, baby capers, nonpareil capers, salted capers, caper berries, capers drained, capers rinsed", 23, 2.36, 0.86, 4.89, { fib: 3.2, ml: 0.58 }],
  ["pickles", "dill pickles, pickle, gherkins, gherkin, pickled cucumbers, dill pickle spears, pickle spears, sweet pickles, bread and butter pickles, dill pickle, pepperoncini, banana peppers, peppadew peppers, pickled peppers", 11, 0.33, 0.2, 2.41, { fib: 1.2, ml: 0.6, each: 35 }],
  ["cornichons", "cornichon, baby gherkins, mini gherkins", 11, 0.33, 0.2, 2.41, { fib: 1.2, ml: 0.6, each: 6, note: "Dill pickles' values." }],
  ["sauerkraut", "sauerkraut drained", 19, 0.91, 0.14, 4.28, { fib: 2.9, ml: 0.6 }],
  ["kimchi", "kimchee, cabbage kimchi", 15, 1.1, 0.51, 2.4, { fib: 1.6, ml: 0.6, flags: "fish", note: "Flagged fish: most kimchi is made with fish sauce or salted shrimp." }],
  ["artichoke hearts", "canned artichoke hearts, marinated artichoke hearts, jarred artichokes, artichoke hearts in oil, quartered artichoke hearts, frozen artichoke hearts", 38, 2.63, 0.43, 7.76, { fib: 3.9, ml: 0.7, each: 30, u: { can: 240, jar: 280 }, drained: 0.6 }],
  ["water chestnuts", "canned water chestnuts, sliced water chestnuts", 50, 0.88, 0.06, 12.3, { fib: 2.5, ml: 0.6, u: { can: 225 }, drained: 0.6 }],
  ["bamboo shoots", "canned bamboo shoots, sliced bamboo shoots", 19, 1.72, 0.4, 3.22, { fib: 1.4, ml: 0.55, u: { can: 225 }, drained: 0.6 }],
  ["dried mushrooms", "dried porcini, dried porcini mushrooms, dried shiitake mushrooms, dried shiitake, dried mushroom, porcini mushrooms, porcini, dried cep, dried wild mushrooms, dried morels, dried chanterelles, dried black fungus, wood ear mushrooms", 296, 9.58, 0.99, 75.37, { fib: 11.5, ml: 0.2, each: 4 }],
  ["tamarind", "tamarind paste, tamarind pulp, tamarind concentrate, tamarind water, seedless tamarind", 239, 2.8, 0.6, 62.5, { fib: 5.1, ml: 1.2 }],
]);

// biome-ignore format: one food per line reads better packed
export const condiments = defineFoods("pantry", [
  ["soy sauce", "light soy sauce, dark soy sauce, ponzu, ponzu sauce, shoyu, soya sauce, japanese soy sauce, low-sodium soy sauce, reduced-sodium soy sauce, regular soy sauce, chinese light soy sauce, kecap manis, sweet soy sauce, usukuchi", 53, 8.14, 0.57, 4.93, { fib: 0.8, ml: 1.1, flags: "soy gluten" }],
  ["tamari", "gluten-free tamari, tamari soy sauce, gluten-free soy sauce, coconut aminos, liquid aminos", 60, 10.51, 0.1, 5.57, { fib: 0.8, ml: 1.1, flags: "soy" }],
  ["fish sauce", "thai fish sauce, nam pla, nuoc mam, fish sauce nam pla, vietnamese fish sauce", 35, 5.06, 0.01, 3.64, { ml: 1.2, flags: "fish" }],
  ["oyster sauce", "vegetarian oyster sauce, mushroom oyster sauce", 51, 1.35, 0.25, 10.92, { fib: 0.3, ml: 1.2, flags: "shellfish" }],
  ["worcestershire sauce", "worcester sauce, worcestershire, lea & perrins", 78, 0, 0, 19.46, { ml: 1.15, flags: "fish" }],
  ["hoisin sauce", "hoisin, plum sauce, char siu sauce, black bean sauce", 220, 3.31, 3.39, 44.08, { fib: 2.8, ml: 1.1, flags: "soy gluten" }],
  ["teriyaki sauce", "teriyaki, teriyaki marinade, yakitori sauce", 89, 5.93, 0.02, 15.56, { fib: 0.1, ml: 1.15, flags: "soy gluten" }],
  ["miso", "white miso, miso paste, white miso paste, red miso, shiro miso, yellow miso, brown miso, aka miso, sweet white miso, mellow white miso, doenjang, fermented bean paste", 198, 12.79, 6.01, 25.37, { fib: 5.4, ml: 1.15, flags: "soy" }],
  ["gochujang", "korean chili paste, korean red pepper paste, gochujang paste", 230, 4, 1.7, 48, { fib: 2, ml: 1.2, flags: "gluten soy", note: "No SR Legacy entry: a typical gochujang." }],
  ["sriracha", "sriracha sauce, sriracha hot sauce, sambal oelek, chili garlic sauce, sambal, chilli garlic sauce, chili paste, chipotle paste", 93, 1.93, 0.93, 19.16, { fib: 2.2, ml: 1.1 }],
  ["hot sauce", "tabasco, tabasco sauce, hot pepper sauce, louisiana hot sauce, frank's red hot, chilli sauce, chili sauce, hot chili sauce, buffalo sauce, green tabasco, cholula, valentina, peri-peri sauce, piri piri sauce", 11, 0.51, 0.37, 1.75, { fib: 0.3, ml: 1 }],
  ["sweet chili sauce", "sweet chilli sauce, thai sweet chili sauce, sweet chile sauce, thai sweet chilli sauce", 200, 0.5, 0.3, 50, { fib: 1, ml: 1.25, note: "No SR Legacy entry: a typical Thai sweet chilli sauce." }],
  ["harissa", "harissa paste, rose harissa, harissa sauce", 130, 3, 9, 9, { fib: 5, ml: 1.05, note: "No SR Legacy entry: a typical harissa in oil." }],
  ["curry paste", "red curry paste, green curry paste, thai red curry paste, thai green curry paste, yellow curry paste, massaman curry paste, panang curry paste, tikka masala paste, korma paste, balti paste, tandoori paste, rogan josh paste, madras curry paste, laksa paste", 100, 2, 3, 15, { fib: 4, ml: 1.1, flags: "shellfish", note: "No SR Legacy entry: a typical Thai curry paste; flagged shellfish as most are made with shrimp paste." }],
  ["shrimp paste", "belacan, terasi, kapi, fermented shrimp paste", 180, 30, 2, 10, { ml: 1.2, flags: "shellfish", note: "No SR Legacy entry: a typical dried shrimp paste." }],
  ["ketchup", "tomato ketchup, catsup", 101, 1.04, 0.1, 27.4, { fib: 0.3, ml: 1.15 }],
  ["barbecue sauce", "bbq sauce, barbeque sauce, smoky barbecue sauce", 172, 0.82, 0.63, 40.77, { fib: 0.9, ml: 1.1 }],
  ["mayonnaise", "mayo, mayonaise, good mayonnaise, japanese mayonnaise, kewpie mayonnaise, kewpie, full-fat mayonnaise, real mayonnaise, garlic mayonnaise, aioli, vegan mayonnaise, light mayonnaise", 680, 0.96, 74.85, 0.57, { ml: 0.93, flags: "egg" }],
  ["yellow mustard", "american mustard, prepared mustard, mustard, prepared yellow mustard, ballpark mustard", 60, 3.74, 3.34, 5.83, { fib: 4, ml: 1.05 }],
  ["dijon mustard", "dijon, french mustard, smooth dijon mustard, dijon-style mustard", 150, 7, 11, 4, { fib: 3, ml: 1.05, note: "No SR Legacy entry: a typical Dijon mustard." }],
  ["wholegrain mustard", "whole grain mustard, grainy mustard, coarse-grain mustard, stone-ground mustard, seeded mustard, moutarde à l'ancienne, brown mustard", 150, 7, 11, 4, { fib: 3, ml: 1.05, note: "No SR Legacy entry: a typical wholegrain mustard." }],
  ["english mustard", "hot english mustard, colman's mustard, prepared english mustard, chinese mustard, hot mustard", 170, 7, 11, 10, { fib: 3, ml: 1.05, note: "No SR Legacy entry: a typical prepared English mustard." }],
  ["horseradish", "prepared horseradish, horseradish sauce, fresh horseradish, grated horseradish, creamed horseradish, wasabi, wasabi paste", 48, 1.18, 0.69, 11.29, { fib: 3.3, ml: 1 }],
  ["relish", "sweet pickle relish, pickle relish, hot dog relish, piccalilli, branston pickle", 130, 0.37, 0.47, 35.06, { fib: 1.1, ml: 1.05 }],
  ["mango chutney", "chutney, tomato chutney, onion chutney, apple chutney, caramelised onion chutney", 230, 0.6, 0.3, 56, { fib: 1.5, ml: 1.3, note: "No SR Legacy entry: a typical mango chutney." }],
  ["vinaigrette", "salad dressing, french dressing, italian dressing, oil and vinegar dressing, house dressing, classic vinaigrette", 449, 0, 50.1, 2.5, { ml: 0.95 }],
  ["salsa", "tomato salsa, jarred salsa, salsa verde, pico de gallo, chunky salsa, salsa roja, tomatillo salsa", 36, 1.5, 0.2, 7, { fib: 1.9, ml: 1.05 }],
  ["pesto", "basil pesto, green pesto, red pesto, pesto sauce, pesto genovese, sun-dried tomato pesto, wild garlic pesto", 418, 9.9, 37.6, 9.9, { fib: 1.5, ml: 1.05, flags: "dairy nut" }],
  ["tahini", "tahina, sesame paste, tahini paste, light tahini", 595, 17, 53.76, 21.19, { fib: 9.3, ml: 1, flags: "sesame" }],
  ["peanut butter", "smooth peanut butter, crunchy peanut butter, creamy peanut butter, natural peanut butter, unsalted peanut butter, chunky peanut butter", 588, 25.09, 50.39, 19.56, { fib: 6, ml: 1.08, flags: "peanut" }],
  ["almond butter", "smooth almond butter, cashew butter, nut butter, hazelnut butter", 614, 20.96, 55.5, 18.82, { fib: 10.3, ml: 1.08, flags: "nut" }],
  ["chocolate spread", "chocolate hazelnut spread, nutella, hazelnut spread", 539, 6.3, 30.9, 57.5, { fib: 3.4, ml: 1.2, flags: "nut dairy", note: "No SR Legacy entry: a typical chocolate hazelnut spread." }],
  ["jam", "strawberry jam, raspberry jam, apricot jam, preserves, apricot preserves, seedless raspberry jam, redcurrant jelly, blackcurrant jam, cherry jam, fig jam, plum jam, jelly, grape jelly, blackberry jam, conserve", 278, 0.37, 0.07, 68.86, { fib: 1.1, ml: 1.35 }],
  ["marmalade", "orange marmalade, seville orange marmalade, lemon marmalade, thick-cut marmalade", 246, 0.3, 0, 66.27, { fib: 0.7, ml: 1.35 }],
  ["lemon curd", "lime curd, passion fruit curd, fruit curd", 315, 0.6, 5.1, 66, { ml: 1.3, flags: "egg dairy", note: "No SR Legacy entry: a typical shop-bought lemon curd." }],
  ["applesauce", "apple sauce, unsweetened applesauce, apple puree, stewed apple", 42, 0.17, 0.1, 11.27, { fib: 1.1, ml: 1.03 }],
  ["mincemeat", "fruit mincemeat, luxury mincemeat, vegetarian mincemeat", 278, 0.6, 4, 60, { fib: 2.5, ml: 1.2, note: "No SR Legacy entry: a typical jar of fruit mincemeat (made with vegetable suet)." }],
  ["pomegranate molasses", "pomegranate syrup, pomegranate concentrate, grenadine", 280, 0.5, 0, 70, { ml: 1.35, note: "No SR Legacy entry: a typical pomegranate molasses (reduced juice)." }],
]);

// biome-ignore format: one food per line reads better packed
export const vinegars = defineFoods("pantry", [
  ["white vinegar", "distilled white vinegar, vinegar, spirit vinegar, distilled vinegar, white distilled vinegar", 18, 0, 0, 0.04, { ml: 1.01, note: vinegarNote }],
  ["cider vinegar", "apple cider vinegar, apple vinegar, raw apple cider vinegar", 21, 0, 0, 0.93, { ml: 1.01, note: vinegarNote }],
  ["red wine vinegar", "red vinegar", 19, 0.04, 0, 0.27, { ml: 1.01, note: vinegarNote }],
  ["white wine vinegar", "champagne vinegar, chardonnay vinegar, tarragon vinegar, moscatel vinegar", 19, 0.04, 0, 0.27, { ml: 1.01, note: `No SR Legacy entry: red wine vinegar's values. ${vinegarNote}` }],
  ["sherry vinegar", "vinagre de jerez, sherry wine vinegar", 19, 0.04, 0, 0.27, { ml: 1.01, note: `No SR Legacy entry: red wine vinegar's values. ${vinegarNote}` }],
  ["balsamic vinegar", "balsamic, aged balsamic vinegar, white balsamic vinegar, balsamic vinegar of modena, good balsamic vinegar, white balsamic, balsamic glaze, balsamic reduction", 88, 0.49, 0, 17.03, { ml: 1.06, note: vinegarNote }],
  ["rice vinegar", "rice wine vinegar, seasoned rice vinegar, seasoned rice wine vinegar, unseasoned rice vinegar, black vinegar, chinkiang vinegar, sushi vinegar", 18, 0, 0, 0.04, { ml: 1.01, note: `No SR Legacy entry: white vinegar's values. ${vinegarNote}` }],
  ["malt vinegar", "brown malt vinegar", 18, 0, 0, 0.04, { ml: 1.01, flags: "gluten", note: `No SR Legacy entry: white vinegar's values. ${vinegarNote}` }],
]);

// biome-ignore format: one food per line reads better packed
export const oilsAndFats = defineFoods("pantry", [
  ["olive oil", "extra virgin olive oil, light olive oil, virgin olive oil, pure olive oil, fruity olive oil, good olive oil, evoo, good-quality olive oil, mild olive oil, good-quality extra virgin olive oil, olive oil spray, garlic-infused olive oil, chilli oil, chili oil, truffle oil", 884, 0, 100, 0, oil],
  ["vegetable oil", "oil, neutral oil, cooking oil, frying oil, oil for frying, flavourless oil, neutral-flavored oil, neutral cooking oil, cooking spray, nonstick cooking spray, oil spray, soybean oil, safflower oil, vegetable or sunflower oil, sunflower or vegetable oil, vegetable or canola oil, deep-frying oil", 884, 0, 100, 0, oil],
  ["canola oil", "rapeseed oil, cold-pressed rapeseed oil, canola", 884, 0, 100, 0, oil],
  ["sunflower oil", "sunflower seed oil", 884, 0, 100, 0, oil],
  ["corn oil", "maize oil", 900, 0, 100, 0, oil],
  ["grapeseed oil", "grape seed oil, avocado oil, rice bran oil", 884, 0, 100, 0, oil],
  ["peanut oil", "groundnut oil, peanut or vegetable oil, roasted peanut oil", 884, 0, 100, 0, { ...oil, flags: "peanut" }],
  ["sesame oil", "toasted sesame oil, asian sesame oil, dark sesame oil, pure sesame oil, roasted sesame oil", 884, 0, 100, 0, { ...oil, flags: "sesame" }],
  ["coconut oil", "virgin coconut oil, melted coconut oil, refined coconut oil, extra virgin coconut oil", 892, 0, 99.06, 0, oil],
  ["walnut oil", "hazelnut oil, pistachio oil, almond oil, pecan oil", 884, 0, 100, 0, { ...oil, flags: "nut" }],
  ["shortening", "vegetable shortening, crisco, trex, solid vegetable shortening, white vegetable fat, copha", 884, 0, 100, 0, { ml: 0.87 }],
  ["lard", "pork lard, leaf lard, bacon fat, bacon grease, pork fat, schmaltz, chicken fat", 902, 0, 100, 0, { ml: 0.87, flags: "pork" }],
  ["duck fat", "goose fat, rendered duck fat", 882, 0, 99.8, 0, { ml: 0.87, flags: "meat" }],
  ["beef dripping", "dripping, tallow, beef tallow, beef fat", 902, 0, 100, 0, { ml: 0.87, flags: "meat" }],
  ["suet", "beef suet, shredded suet, atora", 854, 1.5, 94, 0, { ml: 0.5, flags: "meat" }],
  ["vegetable suet", "shredded vegetable suet, vegetarian suet", 800, 0.6, 87, 8, { ml: 0.5, flags: "gluten", note: "No SR Legacy entry: vegetable fat with wheat flour, as sold." }],
]);

// biome-ignore format: one food per line reads better packed
export const stocks = defineFoods("pantry", [
  ["chicken stock", "chicken broth, hot chicken stock, low-sodium chicken broth, chicken bone broth, chicken bouillon, homemade chicken stock, reduced-sodium chicken broth, chicken stock cube, chicken stock cubes, chicken bouillon cube, chicken stock pot, fresh chicken stock, unsalted chicken stock, chicken consommé, chicken bouillon granules, chicken stock concentrate, low-sodium chicken stock", 16, 2, 0.55, 0.38, { ml: 1, u: { cube: 500, carton: 1000, can: 400 }, flags: "meat", note: "As used: canned broth diluted with an equal volume of water. A stock cube counts as the half litre it makes." }],
  ["beef stock", "beef broth, hot beef stock, beef bouillon, veal stock, lamb stock, bone broth, beef consommé, beef stock cube, beef stock cubes, brown stock, game stock, beef bouillon cube, low-sodium beef broth, demi-glace", 13, 1.97, 0.22, 1.2, { ml: 1, u: { cube: 500, carton: 1000, can: 400 }, flags: "meat" }],
  ["vegetable stock", "vegetable broth, veg stock, vegetable bouillon, hot vegetable stock, vegetable stock cube, vegetable stock cubes, stock, broth, stock cube, bouillon cube, bouillon, vegetable bouillon powder, bouillon powder, low-sodium vegetable broth, mushroom stock, kombu dashi, vegetable stock pot, stock cubes, vegetable consommé", 5, 0.24, 0.07, 0.93, { ml: 1, u: { cube: 500, carton: 1000, can: 400 } }],
  ["fish stock", "fish broth, seafood stock, shellfish stock, fish stock cube, fish fumet, fumet, court bouillon, clam juice, shrimp stock, dashi, dashi stock, bonito dashi", 17, 2.26, 0.81, 0, { ml: 1, u: { cube: 500, carton: 500 }, flags: "fish" }],
]);
