import type { TDishFamily } from "../kitchen/dish-family.ts";

/** Big weekend breakfasts: cooked plates, breakfast burritos and hearty grain bowls. */
export const bigBreakfastFamilies: TDishFamily[] = [
  {
    authors: ["cook", "greens", "pro"],
    courses: ["breakfast"],
    cuisines: ["British"],
    servings: 2,
    prep: 10,
    cook: 20,
    ingredients: [
      "1 tbsp olive oil",
      "200 g chestnut mushrooms, halved",
      "200 g cherry tomatoes",
      "{protein}",
      "1 can haricot beans, drained (400 g)",
      "150 g passata",
      "2 slices sourdough bread",
      "{extra}",
    ],
    steps: [
      "Heat the oven to 120°C (100°C fan) to keep things warm as they are ready.",
      "Fry the mushrooms in the oil for 6 minutes until golden, then push to one side and blister the tomatoes for 3 minutes. Season and keep warm.",
      "Simmer the beans in the passata for 5 minutes until thick.",
      "{proteinStep}",
      "Toast the bread and serve everything together with {extraText}.",
    ],
    dishes: [
      {
        title: "Full Vegan Breakfast",
        description:
          "Smoky tofu, garlic mushrooms, blistered tomatoes, homemade beans, toast and avocado. A plant-based fry-up.",
        slots: {
          protein: ["200 g smoked tofu, sliced", "1 tsp smoked paprika"],
          proteinStep: "Fry the tofu slices in the same pan with the paprika for 3 minutes a side until crisp.",
          extra: "1/2 avocado, sliced",
          extraText: "the avocado",
        },
      },
      {
        title: "Big Veggie Breakfast with Halloumi",
        description: "Golden halloumi, fried eggs, mushrooms, tomatoes and beans on toast. Weekend fuel.",
        slots: {
          protein: ["4 eggs", "80 g halloumi, sliced"],
          proteinStep: "Fry the halloumi in the same pan for 2 minutes a side, then fry the eggs to your liking.",
          extra: [],
          extraText: "plenty of black pepper",
        },
      },
      {
        title: "Smoked Salmon and Scrambled Egg Breakfast Plate",
        description: "Soft scrambled eggs and smoked salmon with mushrooms, tomatoes and beans on sourdough.",
        slots: {
          protein: ["4 eggs, beaten", "100 g smoked salmon"],
          proteinStep: "Cook the eggs in the same pan over a low heat, stirring, until just set.",
          extra: "1 tbsp chives, snipped",
          extraText: "the salmon and chives",
        },
      },
    ],
  },
  {
    authors: ["creator", "greens", "cook"],
    courses: ["breakfast"],
    cuisines: ["Mexican"],
    servings: 4,
    prep: 15,
    cook: 20,
    ingredients: [
      "2 tbsp olive oil",
      "400 g potatoes, finely diced",
      "1 red pepper, diced",
      "1 tsp smoked paprika",
      "{protein}",
      "4 large flour tortillas",
      "4 tbsp tomato salsa",
      "{extra}",
    ],
    steps: [
      "Fry the potatoes in the oil for 12 minutes until golden, adding the pepper and paprika for the last 4 minutes. Season.",
      "{proteinStep}",
      "Warm the tortillas, fill with the potatoes, {proteinText}, salsa and {extraText}, then roll up tightly, tucking in the ends.",
      "Toast seam-side down in a dry pan for 2 minutes a side. Halve and serve.",
    ],
    dishes: [
      {
        title: "Tofu and Potato Breakfast Burritos",
        description:
          "Crispy potatoes, turmeric tofu scramble, black beans and salsa wrapped up tight. Vegan and very filling.",
        slots: {
          protein: ["280 g firm tofu, crumbled", "1/2 tsp ground turmeric", "1 can black beans, drained (400 g)"],
          proteinStep:
            "Push the potatoes aside and fry the tofu with the turmeric for 4 minutes, then stir in the beans to warm through.",
          proteinText: "tofu, beans",
          extra: "1 avocado, sliced",
          extraText: "avocado",
        },
      },
      {
        title: "Egg and Cheese Breakfast Burritos",
        description: "Scrambled eggs, crispy potatoes, melted cheddar and salsa in a warm tortilla. Freezes well too.",
        slots: {
          protein: ["6 eggs, beaten", "80 g cheddar, grated"],
          proteinStep: "Scramble the eggs in the pan over a low heat until just set.",
          proteinText: "eggs",
          extra: "2 spring onions, sliced",
          extraText: "cheese and spring onions",
        },
      },
      {
        title: "Chorizo and Egg Breakfast Burritos",
        description: "Smoky chorizo, scrambled eggs and potatoes with salsa. A breakfast that lasts until dinner.",
        slots: {
          protein: ["100 g chorizo, diced", "6 eggs, beaten"],
          proteinStep: "Fry the chorizo for 3 minutes, then add the eggs and stir until just set.",
          proteinText: "chorizo and eggs",
          extra: "1 handful coriander leaves",
          extraText: "coriander",
        },
      },
    ],
  },
  {
    authors: ["greens", "creator"],
    courses: ["breakfast"],
    cuisines: ["American"],
    servings: 2,
    prep: 5,
    cook: 15,
    ingredients: ["120 g quinoa", "{liquid}", "1 tsp ground cinnamon", "{fruit}", "{crunch}", "1 tbsp maple syrup"],
    steps: [
      "Rinse the quinoa, then simmer with {liquidText} and the cinnamon for 15 minutes, stirring now and then, until creamy and tender.",
      "Spoon into bowls, top with {fruitText}, {crunchText}, then drizzle with the maple syrup.",
    ],
    dishes: [
      {
        title: "Warm Quinoa Breakfast Bowl with Berries",
        description:
          "Cinnamon quinoa cooked creamy in soya milk and piled with berries and seeds. Gluten-free and vegan.",
        slots: {
          liquid: "400 ml soya milk",
          liquidText: "the milk",
          fruit: "200 g mixed berries",
          fruitText: "the berries",
          crunch: ["2 tbsp pumpkin seeds", "1 tbsp chia seeds"],
          crunchText: "the seeds",
        },
      },
      {
        title: "Coconut Quinoa Porridge with Mango",
        description:
          "Quinoa simmered in coconut milk until creamy, with mango and toasted coconut. Tropical and filling.",
        slots: {
          liquid: ["200 ml coconut milk", "250 ml water"],
          liquidText: "the coconut milk and water",
          fruit: "1 mango, diced",
          fruitText: "the mango",
          crunch: "2 tbsp desiccated coconut",
          crunchText: "toasted coconut",
        },
      },
      {
        title: "Apple and Almond Butter Quinoa Bowl",
        description: "Warm quinoa with grated apple, a spoon of almond butter and flaked almonds.",
        slots: {
          liquid: "400 ml almond milk",
          liquidText: "the almond milk",
          fruit: "1 apple, grated",
          fruitText: "the apple",
          crunch: ["2 tbsp almond butter", "1 tbsp flaked almonds"],
          crunchText: "almond butter and flaked almonds",
        },
      },
    ],
  },
];
