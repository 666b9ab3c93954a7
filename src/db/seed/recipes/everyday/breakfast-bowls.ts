import type { TDishFamily } from "../kitchen/dish-family.ts";

/** Oats, chia, smoothie and yoghurt bowls: breakfasts made the night before or in five minutes. */
export const breakfastBowlFamilies: TDishFamily[] = [
  {
    authors: ["greens", "creator"],
    courses: ["breakfast"],
    cuisines: ["British"],
    servings: 2,
    prep: 10,
    cook: 0,
    total: 490,
    ingredients: [
      "100 g rolled oats",
      "300 ml soya milk",
      "2 tbsp chia seeds",
      "{flavour}",
      "1 tbsp maple syrup",
      "{topping}",
    ],
    steps: [
      "Stir the oats, milk, chia seeds and maple syrup together in a bowl or two jars.",
      "{mix}",
      "Cover and chill overnight, or for at least 8 hours, until thick and creamy.",
      "Loosen with a splash more milk if you like, then top with {toppingText} and eat cold.",
    ],
    dishes: [
      {
        title: "Apple Pie Overnight Oats",
        description:
          "Grated apple, cinnamon and a pinch of nutmeg soaked into creamy oats overnight. Tastes like pie, eats like breakfast.",
        slots: {
          flavour: ["1 apple, grated", "1 tsp ground cinnamon", "1 pinch ground nutmeg"],
          topping: "2 tbsp sultanas",
          mix: "Fold in the grated apple and spices.",
          toppingText: "the sultanas",
        },
      },
      {
        title: "Mango and Lime Overnight Oats",
        description:
          "Sunny mango and lime zest folded through coconut-scented oats. A five-minute job the night before.",
        slots: {
          flavour: ["1 lime, zested", "2 tbsp desiccated coconut"],
          topping: "1 mango, diced",
          mix: "Stir in the lime zest and coconut.",
          toppingText: "the diced mango",
        },
      },
      {
        title: "Chocolate Banana Overnight Oats",
        description:
          "Cocoa oats with mashed banana stirred through. Like a chocolate pudding, only it keeps you going.",
        slots: {
          flavour: ["1 banana, mashed", "1 tbsp cocoa powder"],
          topping: "1 banana, sliced",
          mix: "Beat in the mashed banana and cocoa until no streaks remain.",
          toppingText: "the sliced banana",
        },
      },
      {
        title: "Carrot Cake Overnight Oats",
        description:
          "Grated carrot, cinnamon, ginger and raisins soaked with the oats: all the flavour of carrot cake before 9 am.",
        slots: {
          flavour: ["1 carrot, finely grated", "1 tsp ground cinnamon", "1/2 tsp ground ginger", "2 tbsp raisins"],
          topping: "2 tbsp pumpkin seeds",
          mix: "Fold in the carrot, spices and raisins.",
          toppingText: "the pumpkin seeds",
        },
      },
      {
        title: "Peanut Butter and Jam Overnight Oats",
        description: "Creamy oats rippled with peanut butter and crushed raspberries. The sandwich, reimagined.",
        slots: {
          flavour: ["2 tbsp peanut butter"],
          topping: "100 g raspberries, lightly crushed",
          mix: "Swirl in the peanut butter, leaving ripples.",
          toppingText: "the crushed raspberries",
        },
      },
    ],
  },
  {
    authors: ["cook", "creator", "greens"],
    courses: ["breakfast"],
    cuisines: ["British"],
    servings: 2,
    prep: 2,
    cook: 8,
    ingredients: ["80 g porridge oats", "{liquid}", "1 pinch salt", "{flavour}", "{topping}"],
    steps: [
      "Put the oats, {liquidText} and salt in a small pan and bring to a simmer.",
      "Cook for 4–5 minutes, stirring often, until thick and creamy.",
      "{cookStep}",
      "Spoon into bowls and finish with {toppingText}.",
    ],
    dishes: [
      {
        title: "Cinnamon Pear Porridge",
        description: "Soft pear cooked into the oats with cinnamon and a little maple. Cosy, quick and dairy-free.",
        slots: {
          liquid: ["300 ml oat milk", "200 ml water"],
          liquidText: "oat milk, water",
          flavour: ["2 pears, diced", "1 tsp ground cinnamon", "1 tbsp maple syrup"],
          topping: "2 tbsp pumpkin seeds",
          cookStep: "Stir in the pear and cinnamon for the last 3 minutes so it softens, then add the maple syrup.",
          toppingText: "the pumpkin seeds",
        },
      },
      {
        title: "Blueberry Lemon Porridge",
        description: "Blueberries burst into lemony porridge for a bright, jammy bowl. Frozen berries work perfectly.",
        slots: {
          liquid: ["300 ml milk", "200 ml water"],
          liquidText: "milk, water",
          flavour: ["150 g blueberries", "1 lemon, zested", "1 tbsp honey"],
          topping: "2 tbsp Greek yoghurt",
          cookStep: "Add the blueberries and lemon zest and cook for 2 minutes until they start to burst.",
          toppingText: "the yoghurt and a drizzle of honey",
        },
      },
      {
        title: "Banana and Peanut Butter Porridge",
        description:
          "Creamy porridge with sliced banana and a spoon of peanut butter melting on top. Keeps you full till lunch.",
        slots: {
          liquid: ["300 ml milk", "200 ml water"],
          liquidText: "milk, water",
          flavour: ["1 banana, sliced"],
          topping: "2 tbsp peanut butter",
          cookStep: "Stir in half the banana so it melts into the oats.",
          toppingText: "the rest of the banana and the peanut butter",
        },
      },
      {
        title: "Golden Turmeric Porridge",
        description:
          "Oats cooked in coconut milk with turmeric, ginger and black pepper, topped with mango. Sunshine in a bowl.",
        slots: {
          liquid: ["200 ml coconut milk", "300 ml water"],
          liquidText: "coconut milk, water",
          flavour: ["1 tsp ground turmeric", "1/2 tsp ground ginger", "1 pinch black pepper", "1 tbsp maple syrup"],
          topping: "1 mango, diced",
          cookStep: "Stir in the spices and maple syrup.",
          toppingText: "the mango",
        },
      },
    ],
  },
  {
    authors: ["greens"],
    courses: ["breakfast"],
    cuisines: ["American"],
    servings: 2,
    prep: 10,
    cook: 0,
    total: 250,
    ingredients: ["50 g chia seeds", "{milk}", "1 tbsp maple syrup", "{flavour}", "{topping}"],
    steps: [
      "Whisk the chia seeds, milk and maple syrup with {flavourText} in a bowl.",
      "Leave for 10 minutes, whisk again to break up any clumps, then cover and chill for at least 4 hours or overnight.",
      "Spoon into glasses and top with {toppingText}.",
    ],
    dishes: [
      {
        title: "Mango Coconut Chia Pudding",
        description: "Chia set in coconut milk and layered with fresh mango. Make four at once for the week.",
        slots: {
          milk: ["200 ml coconut milk", "150 ml water"],
          flavour: "1 lime, zested",
          flavourText: "the lime zest",
          topping: "1 mango, diced",
          toppingText: "the mango",
        },
      },
      {
        title: "Vanilla Berry Chia Pudding",
        description: "Vanilla chia pudding under a pile of mixed berries. Creamy, fruity and ready when you wake up.",
        slots: {
          milk: "350 ml soya milk",
          flavour: "1 tsp vanilla extract",
          flavourText: "the vanilla",
          topping: "200 g mixed berries",
          toppingText: "the berries",
        },
      },
      {
        title: "Chocolate Orange Chia Pudding",
        description: "Cocoa and orange zest make this chia pudding taste like a treat. Top with orange segments.",
        slots: {
          milk: "350 ml soya milk",
          flavour: ["1 tbsp cocoa powder", "1 orange, zested and segmented"],
          flavourText: "the cocoa and orange zest",
          topping: "1 tbsp cacao nibs",
          toppingText: "the orange segments and cacao nibs",
        },
      },
      {
        title: "Kiwi and Lime Chia Pudding",
        description: "Tangy kiwi and lime over creamy coconut chia. Green, fresh and very good for a hot morning.",
        slots: {
          milk: ["200 ml coconut milk", "150 ml water"],
          flavour: "1 lime, zested",
          flavourText: "the lime zest",
          topping: ["3 kiwi fruit, peeled and sliced", "1 tbsp desiccated coconut"],
          toppingText: "the kiwi and coconut",
        },
      },
    ],
  },
  {
    authors: ["greens", "cook"],
    courses: ["breakfast"],
    cuisines: ["American"],
    servings: 2,
    prep: 10,
    cook: 0,
    ingredients: {
      "For the smoothie": ["{fruit}", "1 banana, frozen in chunks", "{liquid}"],
      "To top": ["{topping}", "2 tbsp pumpkin seeds", "1 tbsp sunflower seeds"],
    },
    steps: [
      "Blend the frozen fruit, banana and {liquidText} until thick and smooth, scraping down the sides as needed. Keep it thicker than a drink so it holds the toppings.",
      "Spoon into two bowls.",
      "Top with {toppingText}, scatter over the seeds and eat straight away.",
    ],
    dishes: [
      {
        title: "Mixed Berry Smoothie Bowl",
        description:
          "A thick, frosty berry blend topped with fresh fruit and crunchy seeds. Breakfast you eat with a spoon.",
        slots: {
          fruit: "250 g frozen mixed berries",
          liquid: "150 ml soya yoghurt",
          liquidText: "soya yoghurt",
          topping: "100 g strawberries, sliced",
          toppingText: "the strawberries",
        },
      },
      {
        title: "Tropical Mango Smoothie Bowl",
        description: "Frozen mango and pineapple blended thick with coconut yoghurt, topped with kiwi and coconut.",
        slots: {
          fruit: ["150 g frozen mango", "100 g frozen pineapple"],
          liquid: "150 ml coconut yoghurt",
          liquidText: "coconut yoghurt",
          topping: ["1 kiwi fruit, sliced", "1 tbsp desiccated coconut"],
          toppingText: "the kiwi and coconut",
        },
      },
      {
        title: "Green Smoothie Bowl",
        description: "Spinach, mango and banana blended into a bright green bowl. You taste the fruit, not the greens.",
        slots: {
          fruit: ["150 g frozen mango", "1 handful baby spinach"],
          liquid: "150 ml oat milk",
          liquidText: "oat milk",
          topping: ["1 kiwi fruit, sliced", "1 tbsp chia seeds"],
          toppingText: "the kiwi and chia",
        },
      },
      {
        title: "Cherry Cocoa Smoothie Bowl",
        description: "Dark cherries and cocoa blended thick, like a chocolate sorbet you are allowed for breakfast.",
        slots: {
          fruit: ["250 g frozen cherries", "1 tbsp cocoa powder"],
          liquid: "150 ml soya milk",
          liquidText: "soya milk",
          topping: ["1 tbsp cacao nibs", "50 g blueberries"],
          toppingText: "the blueberries and cacao nibs",
        },
      },
    ],
  },
  {
    authors: ["creator", "cook"],
    courses: ["breakfast"],
    cuisines: ["Greek"],
    servings: 2,
    prep: 10,
    cook: 0,
    ingredients: ["400 g Greek yoghurt", "{fruit}", "{crunch}", "{sweet}"],
    steps: ["{prepStep}", "Spoon the yoghurt into two bowls.", "Top with {toppingText} and serve straight away."],
    dishes: [
      {
        title: "Greek Yoghurt with Honey, Figs and Walnuts",
        description:
          "Thick yoghurt, ripe figs, toasted walnuts and a good drizzle of honey. A Greek breakfast classic.",
        slots: {
          fruit: "4 figs, quartered",
          crunch: "40 g walnuts, toasted and chopped",
          sweet: "2 tbsp honey",
          prepStep: "Toast the walnuts in a dry pan for 3 minutes, then chop.",
          toppingText: "the figs, walnuts and honey",
        },
      },
      {
        title: "Berry and Seed Yoghurt Bowl",
        description:
          "Yoghurt with fresh berries, toasted seeds and a little maple. High in protein and ready in minutes.",
        slots: {
          fruit: "200 g mixed berries",
          crunch: ["2 tbsp pumpkin seeds", "2 tbsp sunflower seeds"],
          sweet: "1 tbsp maple syrup",
          prepStep: "Toast the seeds in a dry pan for 2–3 minutes until they pop.",
          toppingText: "the berries, seeds and maple syrup",
        },
      },
      {
        title: "Yoghurt Bowl with Warm Apple Compote",
        description: "Cinnamon apples cooked soft in five minutes and spooned warm over cold yoghurt.",
        slots: {
          fruit: ["2 apples, cored and diced", "1 tsp ground cinnamon", "2 tbsp water"],
          crunch: "2 tbsp pumpkin seeds",
          sweet: "1 tbsp maple syrup",
          prepStep: "Cook the apples, cinnamon, maple syrup and water in a covered pan for 5–6 minutes until soft.",
          toppingText: "the warm apples and the seeds",
        },
        cook: 6,
      },
      {
        title: "Peach Melba Yoghurt Bowl",
        description: "Ripe peaches and crushed raspberries over vanilla yoghurt, with toasted flaked almonds.",
        slots: {
          fruit: ["2 peaches, sliced", "100 g raspberries", "1/2 tsp vanilla extract"],
          crunch: "2 tbsp flaked almonds",
          sweet: "1 tbsp honey",
          prepStep: "Stir the vanilla into the yoghurt and lightly crush the raspberries with a fork.",
          toppingText: "the peaches, raspberries, almonds and honey",
        },
      },
    ],
  },
  {
    authors: ["creator", "greens"],
    courses: ["breakfast"],
    cuisines: ["Swiss"],
    servings: 2,
    prep: 10,
    cook: 0,
    total: 490,
    ingredients: ["100 g rolled oats", "{liquid}", "1 apple, grated", "{extra}", "1 tsp ground cinnamon"],
    steps: [
      "Mix the oats with {liquidText}, the grated apple and cinnamon.",
      "Cover and chill overnight so the oats soften.",
      "In the morning stir well and top with {extraText}.",
    ],
    dishes: [
      {
        title: "Classic Bircher Muesli",
        description:
          "Oats soaked overnight in apple juice and yoghurt with grated apple. The original Swiss make-ahead breakfast.",
        slots: {
          liquid: ["150 ml apple juice", "150 g natural yoghurt"],
          liquidText: "the apple juice and yoghurt",
          extra: ["2 tbsp sultanas", "2 tbsp hazelnuts, chopped"],
          extraText: "the sultanas and hazelnuts",
        },
      },
      {
        title: "Tropical Bircher Muesli",
        description: "Bircher made with coconut yoghurt and pineapple juice, topped with mango and passion fruit.",
        slots: {
          liquid: ["150 ml pineapple juice", "150 ml coconut yoghurt"],
          liquidText: "the juice and coconut yoghurt",
          extra: ["1 mango, diced", "2 passion fruit, halved"],
          extraText: "the mango and passion fruit pulp",
        },
      },
      {
        title: "Berry Bircher Muesli with Seeds",
        description: "Soya-yoghurt bircher with crushed berries and toasted seeds. Dairy-free, nut-free, make-ahead.",
        slots: {
          liquid: ["150 ml apple juice", "150 ml soya yoghurt"],
          liquidText: "the apple juice and soya yoghurt",
          extra: ["150 g mixed berries", "2 tbsp pumpkin seeds"],
          extraText: "the berries and seeds",
        },
      },
    ],
  },
];
