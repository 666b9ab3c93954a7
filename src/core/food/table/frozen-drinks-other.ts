/**
 * The freezer cabinet, drinks (wines and spirits used in cooking among them) and water. Alcoholic
 * drinks carry their grams of alcohol, which yield 7 kcal/g. Values per 100 g; see
 * docs/food-data.md.
 */
import { defineFoods } from "./define-foods.ts";

const spirit = { alc: 33.4, ml: 0.95, u: { shot: 42 }, flags: "alcohol" };
const liqueur = { alc: 22, ml: 1.05, flags: "alcohol" };

// biome-ignore format: one food per line reads better packed
export const frozen = defineFoods("frozen", [
  ["peas", "frozen peas, garden peas, petits pois, petit pois, green peas, fresh peas, fresh or frozen peas, frozen petits pois, shelled peas, pea, frozen garden peas, baby peas", 77, 5.22, 0.4, 13.62, { fib: 4.5, ml: 0.57 }],
  ["frozen spinach", "frozen chopped spinach, frozen leaf spinach, chopped frozen spinach, frozen spinach thawed", 29, 3.63, 0.57, 4.21, { fib: 2.9, ml: 0.66, u: { package: 280 } }],
  ["mixed berries", "frozen mixed berries, frozen berries, berries, summer fruits, frozen summer fruits, fresh berries, mixed fresh berries, frozen fruit, forest fruits, frozen forest fruits", 48, 0.7, 0.3, 11.5, { fib: 3.5, ml: 0.6, note: "No SR Legacy entry: the average of strawberries, raspberries and blueberries." }],
  ["edamame", "edamame beans, soybeans, soya beans, shelled edamame, frozen edamame, edamame pods", 121, 11.91, 5.2, 8.91, { fib: 5.2, ml: 0.65, flags: "soy" }],
  ["mixed vegetables", "frozen mixed vegetables, mixed veg, frozen veg, frozen vegetables, vegetables, seasonal vegetables, green vegetables, stir-fry vegetables, mixed stir-fry vegetables, vegetable medley", 64, 3.33, 0.47, 13.47, { fib: 4, ml: 0.57 }],
  ["ice cream", "vanilla ice cream, good-quality vanilla ice cream, chocolate ice cream, gelato, vanilla gelato, frozen yogurt", 207, 3.5, 11, 23.6, { fib: 0.7, ml: 0.56, u: { scoop: 66 }, flags: "dairy egg" }],
  ["sorbet", "lemon sorbet, raspberry sorbet, mango sorbet, sherbet", 134, 0.5, 0.5, 33, { ml: 0.7, u: { scoop: 70 }, note: "No SR Legacy entry: a typical fruit sorbet." }],
  ["puff pastry", "ready-rolled puff pastry, all-butter puff pastry, puff pastry sheet, frozen puff pastry, ready-made puff pastry, rough puff pastry, puff pastry sheets, store-bought puff pastry, block puff pastry, ready-rolled all-butter puff pastry", 558, 7.4, 38.5, 45.7, { fib: 1.5, u: { sheet: 320, package: 320, block: 500 }, flags: "gluten" }],
  ["shortcrust pastry", "pie crust, pastry case, sweet shortcrust pastry, ready-rolled shortcrust pastry, pie dough, pastry, pie shell, refrigerated pie crust, ready-made shortcrust pastry, pastry dough, tart shell, frozen pie crust, unbaked pie crust", 457, 4.6, 28.8, 45.2, { fib: 1.6, each: 230, u: { sheet: 320, package: 320, block: 500 }, flags: "gluten" }],
  ["filo pastry", "phyllo, phyllo dough, filo, fillo, filo sheets, phyllo pastry, ready-made filo pastry, phyllo sheets, filo dough, fillo dough, frozen phyllo dough", 299, 7.1, 6, 52.6, { fib: 1.9, each: 20, u: { sheet: 20, package: 270 }, flags: "gluten" }],
  ["ice", "ice cubes, crushed ice, ice cube, cracked ice, shaved ice", 0, 0, 0, 0, { ml: 0.92, each: 25, u: { cube: 25 } }],
  ["french fries", "frozen chips, oven chips, frozen french fries, fries, hash browns, potato wedges, frozen potato wedges, tater tots", 150, 2.2, 4.3, 25.3, { fib: 2, note: "Oven-ready frozen chips, as sold." }],
]);

// biome-ignore format: one food per line reads better packed
export const drinks = defineFoods("drinks", [
  ["white wine", "dry white wine, white wine or vermouth, sauvignon blanc, pinot grigio, chardonnay, riesling, wine, dry wine, crisp white wine, cooking wine, rosé wine, rosé", 82, 0.07, 0, 2.6, { alc: 10.3, ml: 0.99, u: { bottle: 740, glass: 150 }, flags: "alcohol" }],
  ["red wine", "dry red wine, hearty red wine, full-bodied red wine, merlot, cabernet sauvignon, pinot noir, shiraz, syrah, chianti, rioja, zinfandel, malbec, burgundy, claret, fruity red wine, good red wine", 85, 0.07, 0, 2.61, { alc: 10.6, ml: 0.99, u: { bottle: 740, glass: 150 }, flags: "alcohol" }],
  ["sparkling wine", "champagne, prosecco, cava, sparkling white wine, crémant, dry sparkling wine", 82, 0.07, 0, 2.6, { alc: 10.3, ml: 0.99, u: { bottle: 740, glass: 125 }, flags: "alcohol", note: "White wine's values." }],
  ["sherry", "dry sherry, fino sherry, amontillado sherry, amontillado, manzanilla sherry, oloroso sherry, pedro ximénez, cream sherry, medium sherry", 152, 0.2, 0, 11.67, { alc: 15.3, ml: 1, flags: "alcohol" }],
  ["port", "ruby port, tawny port, port wine, vintage port", 160, 0.2, 0, 13.69, { alc: 15.3, ml: 1.02, flags: "alcohol" }],
  ["marsala", "marsala wine, madeira, sweet marsala, dry marsala, madeira wine, dessert wine, sweet wine, moscato, vin santo, sauternes", 160, 0.2, 0, 13.69, { alc: 15.3, ml: 1.02, flags: "alcohol", note: "Port's values (a sweet fortified wine)." }],
  ["vermouth", "dry vermouth, white vermouth, noilly prat, sweet vermouth, red vermouth, lillet, lillet blanc, aperol, campari", 105, 0, 0, 4, { alc: 12.5, ml: 1, flags: "alcohol", note: "No SR Legacy entry: a typical dry vermouth (about 15% alcohol)." }],
  ["mirin", "sweet rice wine, aji-mirin, hon mirin", 241, 0.3, 0, 43, { alc: 10, ml: 1.15, flags: "alcohol", note: "No SR Legacy entry: a typical mirin (about 40% sugars, 12% alcohol)." }],
  ["shaoxing wine", "shaoxing rice wine, chinese rice wine, chinese cooking wine, rice wine, shao hsing wine, shaoxing, dry sherry or shaoxing", 95, 1.5, 0, 4, { alc: 11, ml: 1, flags: "alcohol", note: "No SR Legacy entry: a typical Shaoxing wine." }],
  ["sake", "cooking sake, ryorishu, dry sake", 134, 0.5, 0, 5, { alc: 16.1, ml: 0.98, flags: "alcohol" }],
  ["beer", "lager, ale, pale ale, dark beer, stout, guinness, ipa, pilsner, wheat beer, porter, amber ale, light beer, brown ale, mexican beer", 43, 0.46, 0, 3.55, { alc: 3.9, ml: 1.01, u: { bottle: 340, can: 355 }, flags: "alcohol gluten" }],
  ["cider", "hard cider, dry cider, scrumpy, perry", 49, 0, 0, 3.6, { alc: 4.5, ml: 1.01, u: { bottle: 500, can: 440 }, flags: "alcohol", note: "No SR Legacy entry: a typical dry cider." }],
  ["vodka", "plain vodka, lemon vodka, citrus vodka", 231, 0, 0, 0, spirit],
  ["gin", "london dry gin, dry gin, sloe gin", 231, 0, 0, 0, spirit],
  ["rum", "dark rum, white rum, spiced rum, light rum, golden rum, aged rum, black rum, cachaça", 231, 0, 0, 0, spirit],
  ["whisky", "whiskey, bourbon, scotch, rye whiskey, scotch whisky, irish whiskey, bourbon whiskey, japanese whisky, single malt", 231, 0, 0, 0, spirit],
  ["brandy", "cognac, armagnac, calvados, kirsch, applejack, grappa, pisco, apple brandy, cherry brandy, eau de vie", 231, 0, 0, 0, spirit],
  ["tequila", "mezcal, blanco tequila, reposado tequila, silver tequila, tequila blanco", 231, 0, 0, 0, spirit],
  ["orange liqueur", "triple sec, cointreau, grand marnier, curaçao, blue curaçao, orange curaçao", 326, 0.1, 0.3, 46.8, liqueur],
  ["coffee liqueur", "kahlua, tia maria, espresso liqueur", 326, 0.1, 0.3, 46.8, liqueur],
  ["amaretto", "disaronno, almond liqueur", 326, 0.1, 0.3, 46.8, { ...liqueur, note: "Coffee liqueur's values (a sweet liqueur)." }],
  ["liqueur", "crème de cassis, limoncello, chambord, st-germain, elderflower liqueur, cherry liqueur, maraschino liqueur, frangelico, raspberry liqueur, crème de menthe, baileys, irish cream liqueur, cassis, pastis, ouzo, sambuca, absinthe, chartreuse, benedictine, drambuie, angostura bitters, bitters, aromatic bitters, pernod, ricard", 326, 0.1, 0.3, 46.8, { ...liqueur, note: "Coffee liqueur's values (a sweet liqueur)." }],
  ["orange juice", "fresh orange juice, freshly squeezed orange juice, juice of orange, oj, blood orange juice, orange juice freshly squeezed, tangerine juice", 45, 0.7, 0.2, 10.4, { fib: 0.2, ml: 1.04, each: 80, whole: "orange" }],
  ["apple juice", "apple cider, cloudy apple juice, pressed apple juice, unsweetened apple juice, pear juice, grape juice, white grape juice", 46, 0.1, 0.13, 11.3, { fib: 0.2, ml: 1.04 }],
  ["pineapple juice", "unsweetened pineapple juice, mango juice, passion fruit juice, tropical juice", 53, 0.36, 0.12, 12.87, { fib: 0.2, ml: 1.04 }],
  ["cranberry juice", "cranberry juice cocktail, pomegranate juice, cherry juice, grapefruit juice, pink grapefruit juice", 46, 0.39, 0.13, 12.2, { fib: 0.1, ml: 1.04 }],
  ["tomato juice", "tomato juice cocktail, v8, vegetable juice, clamato", 17, 0.85, 0.29, 3.53, { fib: 0.4, ml: 1.03 }],
  ["coconut water", "fresh coconut water", 19, 0.72, 0.2, 3.71, { fib: 1.1, ml: 1.02 }],
  ["cola", "coca-cola, coke, dr pepper, root beer, lemonade, fizzy drink, soft drink, lemon-lime soda, sprite, 7up", 37, 0.07, 0.02, 9.56, { ml: 1.04, u: { can: 355, bottle: 500 } }],
  ["ginger ale", "ginger beer, tonic water, tonic, bitter lemon", 34, 0, 0, 8.76, { ml: 1.03, u: { can: 330, bottle: 500 } }],
  ["sparkling water", "soda water, club soda, seltzer, fizzy water, carbonated water, mineral water, sparkling mineral water, seltzer water, soda, bottled water", 0, 0, 0, 0, { ml: 1, u: { can: 330, bottle: 500 } }],
  ["elderflower cordial", "cordial, lime cordial, blackcurrant cordial, fruit syrup, raspberry syrup, flavoured syrup, orgeat", 150, 0, 0, 37, { ml: 1.3, note: "No SR Legacy entry: a typical fruit cordial, undiluted." }],
  ["coffee", "brewed coffee, strong coffee, hot coffee, black coffee, cold brew, cold brew coffee, strong brewed coffee, cooled coffee, freshly brewed coffee, decaf coffee", 1, 0.12, 0.02, 0, { ml: 1 }],
  ["espresso", "espresso shot, shot of espresso, strong espresso, ristretto", 9, 0.12, 0.18, 1.67, { ml: 1, u: { shot: 30 } }],
  ["instant coffee", "instant coffee granules, instant espresso powder, espresso powder, coffee granules, instant coffee powder, ground coffee, coffee beans, ground espresso, finely ground coffee", 353, 12.2, 0.5, 75.4, { ml: 0.36 }],
  ["tea", "black tea, tea bags, tea bag, strong tea, brewed tea, green tea, earl grey tea, earl grey, chai tea, jasmine tea, assam tea, matcha, matcha powder, loose-leaf tea, rooibos, chamomile tea, herbal tea, mint tea", 1, 0, 0, 0.3, { ml: 1, each: 2, u: { bag: 2 } }],
]);

// biome-ignore format: one food per line reads better packed
export const water = defineFoods("other", [
  ["water", "cold water, warm water, hot water, boiling water, lukewarm water, tepid water, ice water, ice-cold water, filtered water, tap water, iced water, room-temperature water, cool water, very cold water, freshly boiled water, just-boiled water, hot tap water, chilled water, water as needed, kettle-hot water, iced cold water, warm filtered water", 0, 0, 0, 0, { ml: 1, notBought: true }],
]);
