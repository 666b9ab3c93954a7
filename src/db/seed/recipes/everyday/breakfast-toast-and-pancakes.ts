import type { TDishFamily } from "../kitchen/dish-family.ts";

/** Toast, pancakes, baked oats, rice porridges and breakfast smoothies. */
export const toastAndPancakeFamilies: TDishFamily[] = [
  {
    authors: ["cook", "greens", "creator"],
    courses: ["breakfast"],
    cuisines: ["British"],
    servings: 2,
    prep: 5,
    cook: 10,
    ingredients: ["4 slices sourdough bread", "{topping}"],
    steps: ["{prepStep}", "Toast the bread until golden.", "Top the toast with {toppingText} and eat straight away."],
    dishes: [
      {
        title: "Garlic Mushrooms on Toast",
        description:
          "Mushrooms fried hard in olive oil with garlic and thyme, on thick sourdough toast. A café classic at home.",
        slots: {
          topping: [
            "2 tbsp olive oil",
            "300 g chestnut mushrooms, sliced",
            "2 cloves garlic, sliced",
            "2 sprigs thyme, leaves picked",
            "1 handful flat-leaf parsley, chopped",
          ],
          prepStep:
            "Heat the oil in a large frying pan and fry the mushrooms over a high heat for 6 minutes until golden. Add the garlic and thyme for 1 minute, season and stir in the parsley.",
          toppingText: "the mushrooms and their juices",
        },
      },
      {
        title: "Smashed White Bean and Avocado Toast",
        description: "Creamy butter beans and avocado mashed with lemon and chilli on toast. More protein, same joy.",
        slots: {
          topping: [
            "1 can butter beans, drained (400 g)",
            "1 avocado",
            "1 lemon, juiced",
            "1 tbsp olive oil",
            "1/2 tsp chilli flakes",
          ],
          prepStep: "Mash the beans, avocado, lemon juice and oil together roughly and season well.",
          toppingText: "the bean mash and a scatter of chilli flakes",
        },
      },
      {
        title: "Homemade Beans on Toast",
        description: "Haricot beans in a quick, rich tomato sauce with a hint of smoked paprika. Better than the tin.",
        slots: {
          topping: [
            "1 tbsp olive oil",
            "1/2 onion, finely chopped",
            "1 can haricot beans, drained (400 g)",
            "200 g passata",
            "1 tsp smoked paprika",
            "1 tsp maple syrup",
          ],
          prepStep:
            "Soften the onion in the oil for 5 minutes, then add the beans, passata, paprika and maple syrup. Simmer for 8 minutes until thick and season.",
          toppingText: "the beans",
        },
        cook: 15,
      },
      {
        title: "Smoked Salmon and Cream Cheese Toast",
        description:
          "Toasted sourdough with cream cheese, smoked salmon, capers and lemon. Elegant and ready in five minutes.",
        slots: {
          topping: ["100 g cream cheese", "120 g smoked salmon", "1 tbsp capers", "1/2 lemon, cut into wedges"],
        },
        steps: [
          "Toast the bread until golden.",
          "Spread with the cream cheese, drape over the smoked salmon and scatter with the capers and black pepper.",
          "Serve straight away with lemon wedges for squeezing.",
        ],
        cook: 3,
      },
      {
        title: "Peanut Butter, Banana and Cinnamon Toast",
        description: "Warm toast, peanut butter, sliced banana and a dusting of cinnamon. Breakfast for busy mornings.",
        slots: {
          topping: ["3 tbsp peanut butter", "2 bananas, sliced", "1/2 tsp ground cinnamon"],
          prepStep: "Slice the bananas.",
          toppingText: "peanut butter, banana and a dusting of cinnamon",
        },
        cook: 3,
      },
      {
        title: "Tomato and Basil Toast with Olive Oil",
        description: "Ripe tomatoes, torn basil and good olive oil on garlic-rubbed toast. Summer's best breakfast.",
        slots: {
          topping: ["4 ripe tomatoes, sliced", "1 clove garlic, halved", "2 tbsp olive oil", "1 handful basil leaves"],
        },
        steps: [
          "Season the tomatoes with salt and leave for a few minutes.",
          "Toast the bread until golden and rub one side of each slice with the cut garlic.",
          "Top with the tomatoes and basil, drizzle with the oil and eat straight away.",
        ],
        cook: 3,
      },
    ],
  },
  {
    authors: ["creator", "cook", "greens"],
    courses: ["breakfast"],
    cuisines: ["American"],
    servings: 4,
    prep: 10,
    cook: 20,
    ingredients: {
      "For the batter": ["{flour}", "2 tsp baking powder", "1 pinch salt", "{wet}"],
      "To cook and serve": ["1 tbsp vegetable oil", "{topping}"],
    },
    steps: [
      "{dryStep}",
      "{wetStep}",
      "Heat a little oil in a non-stick pan over a medium heat. Add 3 tbsp batter per pancake and cook for 2 minutes until bubbles appear, then flip and cook for 1 minute more.",
      "Keep warm while you cook the rest, then serve with {toppingText}.",
    ],
    slots: { dryStep: "Whisk the dry ingredients together in a bowl." },
    dishes: [
      {
        title: "Fluffy Vegan Banana Pancakes",
        description: "Thick, tender pancakes made with ripe banana and soya milk: no eggs, no dairy, no one notices.",
        slots: {
          flour: "200 g plain flour",
          wet: ["2 ripe bananas, mashed", "250 ml soya milk", "1 tbsp maple syrup"],
          wetStep: "Whisk the banana, milk and maple syrup, then stir into the flour until just combined.",
          topping: ["150 g blueberries", "2 tbsp maple syrup"],
          toppingText: "the blueberries and maple syrup",
        },
      },
      {
        title: "Buckwheat Pancakes with Berries",
        description: "Nutty, naturally gluten-free buckwheat pancakes with warm berries and yoghurt.",
        slots: {
          flour: "150 g buckwheat flour",
          wet: ["2 eggs", "250 ml milk"],
          wetStep: "Whisk the eggs and milk, then whisk into the flour to a smooth batter.",
          topping: ["200 g mixed berries", "4 tbsp Greek yoghurt"],
          toppingText: "the berries and yoghurt",
        },
      },
      {
        title: "Oat and Banana Blender Pancakes",
        description: "Oats, banana, egg and milk blitzed in the blender for hearty pancakes with no flour to measure.",
        slots: {
          flour: "150 g rolled oats",
          wet: ["2 ripe bananas", "2 eggs", "200 ml milk"],
          wetStep:
            "Blend the oats with the bananas, eggs and milk until smooth, then blend in the baking powder and salt. Rest for 5 minutes.",
          topping: ["2 tbsp honey", "100 g raspberries"],
          toppingText: "the raspberries and honey",
        },
      },
      {
        title: "Ricotta Lemon Pancakes",
        description: "Light, custardy pancakes with ricotta and lemon zest. Brunch-worthy with a pile of berries.",
        slots: {
          flour: "150 g plain flour",
          wet: ["250 g ricotta", "2 eggs", "150 ml milk", "1 lemon, zested", "1 tbsp caster sugar"],
          wetStep: "Beat the ricotta, eggs, milk, lemon zest and sugar, then fold in the flour until just combined.",
          topping: ["200 g strawberries, sliced", "2 tbsp maple syrup"],
          toppingText: "the strawberries and maple syrup",
        },
      },
    ],
  },
  {
    authors: ["creator", "cook"],
    courses: ["breakfast"],
    cuisines: ["American"],
    servings: 2,
    prep: 5,
    cook: 25,
    ingredients: [
      "100 g rolled oats",
      "1 tsp baking powder",
      "1 egg",
      "200 ml milk",
      "1 ripe banana, mashed",
      "{flavour}",
    ],
    steps: [
      "Heat the oven to 190°C (170°C fan).",
      "Mix everything except {reserveText} in a bowl, then pour into two small ovenproof dishes.",
      "Top with {reserveText} and bake for 20–25 minutes until risen and golden. Eat warm.",
    ],
    dishes: [
      {
        title: "Blueberry Baked Oats",
        description: "Like a warm blueberry muffin, only it is oats, banana and egg. Mix, bake, eat with a spoon.",
        slots: { flavour: ["100 g blueberries", "1 tsp vanilla extract"], reserveText: "half the blueberries" },
      },
      {
        title: "Chocolate Raspberry Baked Oats",
        description: "Cocoa baked oats with a jammy raspberry middle. Breakfast that tastes like pudding.",
        slots: { flavour: ["1 tbsp cocoa powder", "100 g raspberries"], reserveText: "the raspberries" },
      },
      {
        title: "Apple Cinnamon Baked Oats",
        description: "Diced apple and cinnamon baked into soft, cakey oats. Like apple crumble for breakfast.",
        slots: {
          flavour: ["1 apple, diced", "1 tsp ground cinnamon", "2 tbsp Greek yoghurt"],
          reserveText: "the yoghurt",
        },
      },
    ],
  },
  {
    authors: ["greens", "pro"],
    courses: ["breakfast"],
    cuisines: ["Chinese"],
    servings: 4,
    prep: 10,
    cook: 60,
    ingredients: {
      "For the congee": ["200 g jasmine rice", "1.5 l {stock}", "5 cm fresh ginger, sliced"],
      "To finish": ["{topping}", "4 spring onions, sliced", "1 tbsp sesame oil", "2 tbsp tamari"],
    },
    steps: [
      "Rinse the rice, then put it in a large pan with the stock and ginger.",
      "Bring to the boil, then simmer with the lid ajar for 50–60 minutes, stirring now and then, until thick and silky.",
      "{toppingStep}",
      "Ladle into bowls and top with {toppingText}, spring onions, sesame oil and tamari.",
    ],
    dishes: [
      {
        title: "Ginger Congee with Mushrooms",
        description: "Soothing rice porridge cooked with ginger, topped with garlicky mushrooms and spring onion.",
        slots: {
          stock: "vegetable stock",
          topping: ["1 tbsp vegetable oil", "200 g shiitake mushrooms, sliced", "2 cloves garlic, sliced"],
          toppingStep: "Fry the mushrooms and garlic in the oil for 5 minutes until golden.",
          toppingText: "the mushrooms",
        },
      },
      {
        title: "Chicken and Ginger Congee",
        description: "Rice porridge simmered with chicken and ginger: gentle, warming and loved across Asia.",
        slots: {
          stock: "chicken stock",
          topping: "2 chicken breasts",
          toppingStep: "Add the chicken breasts for the last 20 minutes, then lift out, shred and stir back in.",
          toppingText: "the chicken",
        },
      },
      {
        title: "Congee with Soft Eggs and Chilli Oil",
        description: "Silky congee with jammy boiled eggs and crispy chilli oil. Simple, warming and very moreish.",
        slots: {
          stock: "vegetable stock",
          topping: ["4 eggs", "2 tbsp chilli oil"],
          toppingStep: "Boil the eggs for 7 minutes, cool in cold water, peel and halve.",
          toppingText: "the eggs, a spoon of chilli oil",
        },
      },
    ],
  },
  {
    authors: ["cook", "greens"],
    courses: ["breakfast", "drink"],
    cuisines: ["American"],
    servings: 2,
    prep: 5,
    cook: 0,
    ingredients: ["{fruit}", "{liquid}", "{extra}"],
    steps: [
      "Put everything in a blender.",
      "Blend until smooth, adding a splash more liquid if it is too thick.",
      "Pour into glasses and drink straight away.",
    ],
    dishes: [
      {
        title: "Peanut Butter Banana Smoothie",
        description:
          "Banana, peanut butter, oats and milk blended thick. A breakfast in a glass that lasts till lunch.",
        slots: {
          fruit: "2 bananas, frozen in chunks",
          liquid: "400 ml milk",
          extra: ["2 tbsp peanut butter", "30 g rolled oats"],
        },
      },
      {
        title: "Green Mango Smoothie",
        description: "Mango, spinach, banana and oat milk with a squeeze of lime. Sweet, bright and vegan.",
        slots: {
          fruit: ["200 g frozen mango", "1 banana"],
          liquid: "400 ml oat milk",
          extra: ["2 handfuls baby spinach", "1 lime, juiced", "2 tbsp hemp seeds"],
        },
      },
      {
        title: "Berry Oat Breakfast Smoothie",
        description: "Mixed berries, oats and yoghurt for a creamy pink smoothie with staying power.",
        slots: {
          fruit: ["200 g frozen mixed berries", "1 banana"],
          liquid: ["300 ml milk", "150 g Greek yoghurt"],
          extra: ["40 g rolled oats", "1 tbsp honey"],
        },
      },
      {
        title: "Mocha Banana Breakfast Smoothie",
        description: "Cold coffee, cocoa, banana and soya milk. Your coffee and breakfast in one glass.",
        slots: {
          fruit: "2 bananas, frozen in chunks",
          liquid: ["200 ml cold coffee", "250 ml soya milk"],
          extra: ["1 tbsp cocoa powder", "2 tbsp chia seeds", "1 tbsp maple syrup"],
        },
      },
    ],
  },
  {
    authors: ["pro", "creator"],
    courses: ["breakfast", "lunch"],
    cuisines: ["British"],
    servings: 4,
    prep: 10,
    cook: 25,
    ingredients: [
      "300 g basmati rice",
      "2 tbsp vegetable oil",
      "1 onion, finely chopped",
      "1 tbsp mild curry powder",
      "{fish}",
      "4 eggs",
      "150 g frozen peas",
      "1 handful flat-leaf parsley, chopped",
      "1 lemon, cut into wedges",
    ],
    steps: [
      "{fishStep}",
      "Cook the rice in boiling salted water for 10 minutes, adding the peas for the last 2 minutes. Drain.",
      "Boil the eggs for 8 minutes, cool in cold water, peel and quarter.",
      "Soften the onion in the oil for 8 minutes, stir in the curry powder for 1 minute, then add the rice and peas.",
      "Fold through {fishText} and the parsley. Top with the eggs and serve with lemon wedges.",
    ],
    dishes: [
      {
        title: "Smoked Haddock Kedgeree",
        description: "Curried rice with flakes of smoked haddock, boiled eggs and parsley. The great British brunch.",
        slots: {
          fish: ["400 g smoked haddock", "300 ml milk"],
          fishStep: "Poach the haddock in the milk for 6 minutes, then lift out, flake and discard the skin.",
          fishText: "the haddock",
        },
      },
      {
        title: "Hot-Smoked Salmon Kedgeree",
        description: "A lighter kedgeree with flaked hot-smoked salmon, peas and lemon. No poaching needed.",
        slots: {
          fish: "250 g hot-smoked salmon",
          fishStep: "Flake the salmon, discarding the skin.",
          fishText: "the salmon",
        },
      },
    ],
  },
];
