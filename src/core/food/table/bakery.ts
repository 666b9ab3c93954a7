/** Breads, rolls, wraps and pastry. Values per 100 g as sold; see docs/food-data.md. */
import { defineFoods } from "./define-foods.ts";

// biome-ignore format: one food per line reads better packed
export const bakery = defineFoods("bakery", [
  ["white bread", "bread, sandwich bread, crusty bread, farmhouse loaf, bloomer, tin loaf, white loaf, day-old bread, stale bread, country bread, rustic bread, bread slices, toast", 266, 7.64, 3.29, 50.61, { fib: 2.4, each: 800, u: { slice: 30, loaf: 800 }, flags: "gluten" }],
  ["wholemeal bread", "whole wheat bread, wholegrain bread, brown bread, granary bread, multigrain bread, seeded bread, wholemeal loaf", 252, 12.45, 3.5, 42.71, { fib: 6, each: 800, u: { slice: 32, loaf: 800 }, flags: "gluten" }],
  ["sourdough bread", "sourdough, sourdough loaf, country sourdough", 272, 10.75, 2.42, 51.88, { fib: 2.2, each: 800, u: { slice: 50, loaf: 800 }, flags: "gluten" }],
  ["baguette", "french bread, french stick, baguettes, french baguette, demi baguette", 272, 10.75, 2.42, 51.88, { fib: 2.2, each: 250, u: { slice: 15, loaf: 250 }, flags: "gluten" }],
  ["ciabatta", "ciabatta bread, ciabatta loaf, italian bread, focaccia", 271, 8.8, 3.5, 50, { fib: 2.7, each: 270, u: { slice: 30, loaf: 270 }, flags: "gluten" }],
  ["rye bread", "pumpernickel, dark rye bread, rye, rye loaf", 259, 8.5, 3.3, 48.3, { fib: 5.8, each: 500, u: { slice: 32 }, flags: "gluten" }],
  ["pita", "pitta, pita bread, pitta bread, pita pocket, flatbread, flatbreads", 275, 9.1, 1.2, 55.7, { fib: 2.2, each: 60, flags: "gluten" }],
  ["naan", "naan bread, nan bread, garlic naan", 290, 9, 6, 50, { fib: 2, each: 90, flags: "gluten dairy", note: "No SR Legacy entry: a typical shop-bought naan." }],
  ["flour tortilla", "flour tortillas, wheat tortilla, tortilla wrap, wraps, wrap, soft tortilla, large tortilla, burrito tortilla, tortilla", 304, 8.2, 8, 49.8, { fib: 3.5, each: 45, large: 70, small: 30, flags: "gluten" }],
  ["corn tortilla", "corn tortillas, taco tortilla, soft corn tortilla, tostada", 218, 5.7, 2.85, 44.64, { fib: 6.3, each: 26 }],
  ["burger bun", "hamburger bun, hamburger buns, burger buns, hot dog bun, bread roll, bread rolls, roll, dinner roll, bap, soft roll, sub roll, hoagie roll, slider bun", 279, 9.5, 3.7, 49.9, { fib: 2.7, each: 50, flags: "gluten" }],
  ["brioche", "brioche bun, brioche buns, brioche loaf, challah", 352, 9, 12, 52, { fib: 2, each: 50, u: { slice: 30, loaf: 400 }, flags: "gluten egg dairy", note: "No SR Legacy entry: a typical shop-bought brioche." }],
  ["english muffin", "english muffins, muffin bread", 227, 8.87, 1.69, 44.17, { fib: 3.5, each: 57, flags: "gluten" }],
  ["bagel", "bagels, plain bagel", 250, 10.1, 1.53, 48.89, { fib: 2.1, each: 100, flags: "gluten" }],
  ["croissant", "croissants, butter croissant", 406, 8.2, 21, 45.8, { fib: 2.6, each: 57, flags: "gluten dairy egg" }],
  ["pizza dough", "pizza base, pizza crust, pizza dough ball, bread dough", 250, 8, 4, 45, { fib: 2, each: 250, u: { ball: 250 }, flags: "gluten", note: "No SR Legacy entry: a typical raw pizza dough." }],
]);
