import type { TDishFamily } from "../kitchen/dish-family.ts";

/** Savoury breakfasts: tofu scrambles, omelettes, baked eggs, hashes and breakfast tacos. */
export const savouryBreakfastFamilies: TDishFamily[] = [
  {
    authors: ["greens"],
    courses: ["breakfast"],
    cuisines: ["American"],
    servings: 2,
    prep: 5,
    cook: 10,
    ingredients: [
      "1 tbsp olive oil",
      "{veg}",
      "280 g firm tofu, drained",
      "1/2 tsp ground turmeric",
      "{spice}",
      "1 tbsp tamari",
      "{finish}",
    ],
    steps: [
      "Heat the oil in a frying pan and cook {vegText} for 3–4 minutes until softened.",
      "Crumble the tofu into the pan in bite-sized pieces and add the turmeric, {spiceText} and tamari.",
      "Cook for 4–5 minutes, stirring gently, until hot and golden in places. Season with salt and pepper.",
      "Fold in {finishText} and serve straight away.",
    ],
    dishes: [
      {
        title: "Spinach and Tomato Tofu Scramble",
        description:
          "Golden, turmeric-spiced tofu with wilted spinach and juicy cherry tomatoes. A plant-based answer to scrambled eggs.",
        slots: {
          veg: ["4 spring onions, sliced", "150 g cherry tomatoes, halved"],
          vegText: "the spring onions and tomatoes",
          spice: "1/2 tsp smoked paprika",
          spiceText: "paprika",
          finish: "2 handfuls baby spinach",
          finishText: "the spinach until just wilted",
        },
      },
      {
        title: "Mexican Tofu Scramble with Black Beans",
        description:
          "Cumin-spiced tofu with peppers and black beans, finished with avocado and lime. A big, colourful plate.",
        cuisines: ["Mexican"],
        slots: {
          veg: ["1 red pepper, diced", "1/2 red onion, diced"],
          vegText: "the pepper and onion",
          spice: "1 tsp ground cumin",
          spiceText: "cumin",
          finish: ["1/2 can black beans, drained (400 g)", "1 avocado, sliced", "1 lime, cut into wedges"],
          finishText: "the black beans, then top with avocado and lime wedges",
        },
      },
      {
        title: "Mushroom and Thyme Tofu Scramble",
        description: "Buttery-tasting mushrooms with thyme and garlic folded through soft tofu scramble.",
        slots: {
          veg: ["200 g chestnut mushrooms, sliced", "1 clove garlic, crushed", "2 sprigs thyme, leaves picked"],
          vegText: "the mushrooms, garlic and thyme",
          spice: "1 tbsp nutritional yeast",
          spiceText: "nutritional yeast",
          finish: "1 handful flat-leaf parsley, chopped",
          finishText: "the parsley",
        },
      },
      {
        title: "Masala Tofu Scramble",
        description: "Tofu scrambled Indian-style with onion, tomato, green chilli, cumin and fresh coriander.",
        cuisines: ["Indian"],
        slots: {
          veg: ["1 onion, finely chopped", "1 tomato, chopped", "1 green chilli, finely chopped"],
          vegText: "the onion, tomato and chilli",
          spice: ["1 tsp cumin seeds", "1/2 tsp garam masala"],
          spiceText: "cumin seeds, garam masala",
          finish: "1 handful coriander leaves, chopped",
          finishText: "the coriander",
        },
      },
    ],
  },
  {
    authors: ["creator", "cook", "pro"],
    courses: ["breakfast"],
    cuisines: ["French"],
    servings: 1,
    prep: 5,
    cook: 5,
    ingredients: ["3 eggs", "1 tsp butter", "{filling}", "{side}"],
    steps: [
      "Beat the eggs with a pinch of salt and pepper.",
      "{prepStep}",
      "Melt the butter in a non-stick frying pan over a medium heat and pour in the eggs. Stir gently for 30 seconds, then leave to set for 1–2 minutes.",
      "When the top is still a little soft, scatter {fillingText} over one half, fold the omelette over and slide onto a plate.",
      "{serveStep}",
    ],
    dishes: [
      {
        title: "Spinach and Feta Omelette",
        description: "A soft three-egg omelette folded around wilted spinach and salty feta. Ready in ten minutes.",
        slots: {
          filling: ["1 handful baby spinach", "30 g feta, crumbled"],
          fillingText: "the spinach and feta",
          side: "4 cherry tomatoes, halved",
          prepStep: "Wilt the spinach in the pan for a minute, tip it out and wipe the pan.",
          serveStep: "Serve with the tomatoes.",
        },
      },
      {
        title: "Mushroom and Chive Omelette",
        description: "Golden mushrooms and fresh chives in a classic French-style omelette.",
        slots: {
          filling: ["100 g chestnut mushrooms, sliced", "1 tbsp chives, snipped"],
          fillingText: "the mushrooms and chives",
          side: [],
          prepStep: "Fry the mushrooms in the pan for 4 minutes until golden, season, tip out and wipe the pan.",
          serveStep: "Serve straight away.",
        },
      },
      {
        title: "Smoked Salmon and Dill Omelette",
        description:
          "Silky eggs with ribbons of smoked salmon and fresh dill. Feels like a weekend, takes five minutes.",
        slots: {
          filling: ["50 g smoked salmon, torn", "1 tbsp dill, chopped"],
          fillingText: "the smoked salmon and dill",
          side: "1/2 lemon, cut into wedges",
          prepStep: "Beat half the dill into the eggs.",
          serveStep: "Serve with a lemon wedge.",
        },
      },
      {
        title: "Cheese and Tomato Omelette",
        description: "Melting cheddar and sweet cherry tomatoes in a fluffy omelette. The one everybody knows.",
        slots: {
          filling: ["30 g cheddar, grated", "4 cherry tomatoes, quartered"],
          fillingText: "the cheese and tomatoes",
          side: [],
          prepStep: "Grate the cheese and quarter the tomatoes.",
          serveStep: "Serve while the cheese is melting.",
        },
      },
    ],
  },
  {
    authors: ["creator", "cook"],
    courses: ["breakfast", "snack"],
    cuisines: ["American"],
    servings: 4,
    prep: 10,
    cook: 20,
    ingredients: ["1 tsp olive oil", "8 eggs", "3 tbsp milk", "{filling}", "{cheese}"],
    steps: [
      "Heat the oven to 190°C (170°C fan) and oil a 12-hole muffin tin.",
      "Whisk the eggs and milk with salt and pepper.",
      "Divide {fillingText} between the holes and pour the egg over.",
      "Bake for 18–20 minutes until set and lightly golden. Eat warm, or keep in the fridge for up to 3 days.",
    ],
    dishes: [
      {
        title: "Pepper and Spring Onion Egg Muffins",
        description: "Grab-and-go baked eggs with red pepper, spring onion and cheddar. Make a batch for the week.",
        slots: {
          filling: ["1 red pepper, finely diced", "4 spring onions, sliced"],
          cheese: "60 g cheddar, grated",
          fillingText: "the pepper, spring onions and cheese",
        },
      },
      {
        title: "Spinach and Feta Egg Muffins",
        description: "Little baked omelettes packed with spinach and feta. Three make a good breakfast.",
        slots: {
          filling: ["2 handfuls baby spinach, chopped", "6 sun-dried tomatoes, chopped"],
          cheese: "80 g feta, crumbled",
          fillingText: "the spinach, tomatoes and feta",
        },
      },
      {
        title: "Smoked Salmon and Chive Egg Muffins",
        description: "Baked egg cups with smoked salmon and chives, for a make-ahead breakfast that feels special.",
        slots: {
          filling: ["100 g smoked salmon, chopped", "2 tbsp chives, snipped"],
          cheese: [],
          fillingText: "the salmon and chives",
        },
      },
    ],
  },
  {
    authors: ["creator", "greens", "cook"],
    courses: ["breakfast"],
    cuisines: ["Middle Eastern"],
    servings: 2,
    prep: 10,
    cook: 20,
    ingredients: [
      "1 tbsp olive oil",
      "1 onion, sliced",
      "2 cloves garlic, sliced",
      "1 tsp ground cumin",
      "{base}",
      "4 eggs",
      "{finish}",
    ],
    steps: [
      "Heat the oil in a frying pan and cook the onion for 6 minutes until soft. Add the garlic and cumin for 1 minute.",
      "{baseStep}",
      "Make four hollows and crack an egg into each. Cover and cook over a low heat for 6–8 minutes until the whites are set.",
      "Finish with {finishText} and serve from the pan.",
    ],
    dishes: [
      {
        title: "Green Shakshuka",
        description:
          "Eggs baked in a bed of spinach, courgette and herbs with a spoon of yoghurt. Fresh, green and fast.",
        slots: {
          base: ["1 courgette, grated", "200 g baby spinach", "1 lemon, zested"],
          baseStep:
            "Add the courgette and cook for 3 minutes, then stir in the spinach until wilted. Add the lemon zest and season.",
          finish: ["2 tbsp Greek yoghurt", "1 handful dill, chopped"],
          finishText: "the yoghurt and dill",
        },
      },
      {
        title: "Chickpea Shakshuka",
        description: "Spiced tomato sauce with chickpeas and eggs. Heartier than the classic and just as quick.",
        slots: {
          base: ["1 can chopped tomatoes (400 g)", "1 can chickpeas, drained (400 g)", "1 tsp smoked paprika"],
          baseStep: "Add the tomatoes, chickpeas and paprika, season and simmer for 8 minutes until thick.",
          finish: "1 handful coriander leaves",
          finishText: "the coriander",
        },
      },
      {
        title: "Spicy Black Bean Huevos Rancheros",
        description: "Eggs cooked in a chipotle tomato and black bean sauce, served with avocado and lime.",
        cuisines: ["Mexican"],
        slots: {
          base: ["1 can chopped tomatoes (400 g)", "1 can black beans, drained (400 g)", "1 tbsp chipotle paste"],
          baseStep: "Add the tomatoes, beans and chipotle, season and simmer for 8 minutes.",
          finish: ["1 avocado, sliced", "1 lime, cut into wedges"],
          finishText: "the avocado and lime",
        },
      },
    ],
  },
  {
    authors: ["greens", "cook", "creator"],
    courses: ["breakfast"],
    cuisines: ["American"],
    servings: 2,
    prep: 10,
    cook: 20,
    ingredients: [
      "2 tbsp olive oil",
      "{potato}",
      "1 red onion, diced",
      "1 red pepper, diced",
      "1 tsp smoked paprika",
      "{extra}",
      "{top}",
    ],
    steps: [
      "Heat the oil in a large frying pan and add {potatoText}. Cook for 10 minutes, turning now and then, until golden and nearly tender.",
      "Add the onion, pepper and paprika and cook for 6 minutes more. Season well.",
      "{extraStep}",
      "Serve hot, topped with {topText}.",
    ],
    dishes: [
      {
        title: "Sweet Potato and Black Bean Hash",
        description: "Crispy sweet potato, peppers and black beans with avocado and lime. A vegan fry-up in one pan.",
        servings: 3,
        slots: {
          potato: "2 sweet potatoes, peeled and diced",
          potatoText: "the sweet potato",
          extra: "1 can black beans, drained (400 g)",
          extraStep: "Stir in the black beans and cook for 2 minutes to warm through.",
          top: ["1 avocado, sliced", "1 lime, cut into wedges"],
          topText: "the avocado and a squeeze of lime",
        },
      },
      {
        title: "Potato and Pepper Hash with Fried Eggs",
        description:
          "Golden potatoes, peppers and onions with runny fried eggs on top. Weekend breakfast, done in 30 minutes.",
        slots: {
          potato: "400 g potatoes, diced",
          potatoText: "the potatoes",
          extra: "4 eggs",
          extraStep: "Make four hollows, crack in the eggs, cover and cook for 4 minutes until the whites are set.",
          top: "1 tbsp chives, snipped",
          topText: "the chives",
        },
      },
      {
        title: "Chorizo and Potato Breakfast Hash",
        description: "Crispy potatoes cooked in smoky chorizo oil with peppers, topped with a fried egg.",
        cuisines: ["Spanish"],
        slots: {
          potato: ["400 g potatoes, diced", "80 g chorizo, diced"],
          potatoText: "the potatoes and chorizo",
          extra: "2 eggs",
          extraStep: "Fry the eggs in a separate pan.",
          top: "1 handful flat-leaf parsley, chopped",
          topText: "the eggs and parsley",
        },
      },
    ],
  },
  {
    authors: ["greens", "cook"],
    courses: ["breakfast"],
    cuisines: ["Mexican"],
    servings: 2,
    prep: 10,
    cook: 10,
    ingredients: {
      "For the filling": ["1 tbsp olive oil", "{filling}", "1 tsp ground cumin"],
      "To serve": ["6 small corn tortillas", "{salsa}", "1 lime, cut into wedges"],
    },
    steps: [
      "{fillingStep}",
      "Warm the tortillas in a dry pan for 30 seconds a side.",
      "Fill the tortillas and top with {salsaText}. Serve with lime wedges.",
    ],
    dishes: [
      {
        title: "Tofu and Black Bean Breakfast Tacos",
        description: "Smoky scrambled tofu and black beans in warm corn tortillas with salsa and avocado.",
        servings: 3,
        slots: {
          filling: ["200 g firm tofu, crumbled", "1/2 can black beans, drained (400 g)", "1/2 tsp ground turmeric"],
          fillingStep:
            "Heat the oil and cook the tofu, beans, turmeric and cumin for 5 minutes, stirring, until hot. Season.",
          salsa: ["2 tomatoes, diced", "1 avocado, diced"],
          salsaText: "the tomato and avocado",
        },
      },
      {
        title: "Egg and Potato Breakfast Tacos",
        description: "Crispy cumin potatoes and soft scrambled eggs in corn tortillas with fresh tomato salsa.",
        slots: {
          filling: ["200 g potatoes, finely diced", "4 eggs, beaten"],
          fillingStep:
            "Heat the oil and fry the potatoes with the cumin for 8 minutes until crisp. Pour in the eggs and stir gently until just set.",
          salsa: ["2 tomatoes, diced", "1 green chilli, finely chopped"],
          salsaText: "the tomato and chilli",
        },
      },
      {
        title: "Sweet Potato and Egg Breakfast Tacos",
        description: "Roasted-tasting pan-fried sweet potato with eggs, pickled onion and coriander in corn tortillas.",
        slots: {
          filling: ["1 sweet potato, finely diced", "3 eggs, beaten"],
          fillingStep:
            "Heat the oil and fry the sweet potato with the cumin for 8 minutes until tender. Pour in the eggs and stir until just set.",
          salsa: ["1/2 red onion, thinly sliced", "1 handful coriander leaves"],
          salsaText: "the onion and coriander",
        },
      },
    ],
  },
];
