import type { TDishFamily } from "../kitchen/dish-family.ts";

/** Hearty lunches: bánh mì, burritos and rice bowls that keep you going all afternoon. */
export const sandwichAndRiceBowlFamilies: TDishFamily[] = [
  {
    authors: ["greens", "creator", "pro"],
    courses: ["lunch"],
    cuisines: ["Vietnamese"],
    servings: 4,
    prep: 20,
    cook: 10,
    ingredients: {
      "For the pickles": [
        "2 carrots, cut into matchsticks",
        "1/2 cucumber, cut into matchsticks",
        "4 tbsp rice vinegar",
        "1 tbsp caster sugar",
      ],
      "For the filling": ["{protein}", "1 tbsp vegetable oil"],
      "To build": ["4 crusty bread rolls", "{spread}", "1 handful coriander leaves", "1 red chilli, sliced"],
    },
    steps: [
      "Toss the carrot and cucumber with the vinegar, sugar and a pinch of salt and leave to pickle while you cook.",
      "{proteinStep}",
      "Split the rolls, spread with {spreadText} and fill with {proteinText}, drained pickles, coriander and chilli.",
    ],
    dishes: [
      {
        title: "Lemongrass Tofu Bánh Mì",
        description:
          "Crisp lemongrass tofu, quick pickles, coriander and chilli in a crusty roll. Vegan and loud with flavour.",
        slots: {
          protein: ["400 g extra-firm tofu, sliced", "1 stalk lemongrass, finely chopped", "2 tbsp soy sauce"],
          proteinStep:
            "Fry the tofu in the oil for 4 minutes a side until golden, then add the lemongrass and soy and toss until sticky.",
          proteinText: "the tofu",
          spread: "4 tbsp vegan mayonnaise",
          spreadText: "vegan mayo",
        },
      },
      {
        title: "Sticky Chicken Bánh Mì",
        description: "Caramelised chicken thighs, crunchy pickles and sriracha mayo in a crusty roll.",
        slots: {
          protein: ["4 chicken thighs, boneless and skinless", "2 tbsp fish sauce", "1 tbsp soft brown sugar"],
          proteinStep:
            "Fry the chicken in the oil for 6 minutes a side, add the fish sauce and sugar and cook until sticky. Slice.",
          proteinText: "the chicken",
          spread: ["3 tbsp mayonnaise", "1 tbsp sriracha"],
          spreadText: "the mayo mixed with sriracha",
        },
      },
      {
        title: "Garlic Prawn Bánh Mì",
        description: "Garlicky prawns with pickled carrot, cucumber and herbs in a warm roll. Ready in 30 minutes.",
        slots: {
          protein: ["300 g raw king prawns", "2 cloves garlic, crushed", "1 tbsp fish sauce"],
          proteinStep: "Fry the prawns and garlic in the oil for 3 minutes until pink, then add the fish sauce.",
          proteinText: "the prawns",
          spread: ["3 tbsp mayonnaise", "1 tbsp sriracha"],
          spreadText: "the mayo mixed with sriracha",
        },
      },
    ],
  },
  {
    authors: ["pro", "greens", "creator"],
    courses: ["lunch", "dinner"],
    cuisines: ["Mexican"],
    servings: 4,
    prep: 15,
    cook: 25,
    ingredients: [
      "200 g long-grain rice",
      "1 tbsp olive oil",
      "1 onion, diced",
      "2 tsp ground cumin",
      "{filling}",
      "4 large flour tortillas",
      "4 tbsp tomato salsa",
      "{extra}",
    ],
    steps: [
      "Cook the rice according to the packet.",
      "Soften the onion in the oil for 6 minutes, add the cumin for 1 minute, then {fillingStep}",
      "Warm the tortillas and fill each with rice, the filling and salsa, then {extraText}.",
      "Fold in the sides, roll up tightly and toast seam-side down in a dry pan until golden. Halve to serve.",
    ],
    dishes: [
      {
        title: "Bean and Rice Burritos",
        description: "Cumin black beans, rice, corn and salsa rolled in a big tortilla. Vegan, cheap and filling.",
        slots: {
          filling: ["1 can black beans, drained (400 g)", "150 g sweetcorn"],
          fillingStep: "add the beans and corn with a splash of water and warm through, mashing a few beans.",
          extra: ["1 avocado, sliced", "1 handful coriander leaves"],
          extraText: "avocado and coriander",
        },
      },
      {
        title: "Chicken and Black Bean Burritos",
        description: "Smoky chicken, black beans, rice and cheese in a toasted tortilla. A burrito-bar favourite.",
        slots: {
          filling: ["2 chicken breasts, diced", "1 tsp smoked paprika", "1 can black beans, drained (400 g)"],
          fillingStep: "add the chicken and paprika and cook for 8 minutes until cooked through. Stir in the beans.",
          extra: "80 g cheddar, grated",
          extraText: "cheese",
        },
      },
      {
        title: "Sweet Potato and Spinach Burritos",
        description: "Roasted sweet potato, spinach, pinto beans and salsa in a warm tortilla. Vegan and hearty.",
        slots: {
          filling: ["1 sweet potato, diced", "1 can pinto beans, drained (400 g)", "2 handfuls baby spinach"],
          fillingStep:
            "add the sweet potato and a splash of water, cover and cook for 10 minutes until soft. Stir in the beans and spinach until wilted.",
          extra: "1 lime, cut into wedges",
          extraText: "a squeeze of lime",
        },
      },
    ],
  },
  {
    authors: ["greens", "pro"],
    courses: ["lunch", "dinner"],
    cuisines: ["Japanese"],
    servings: 2,
    prep: 15,
    cook: 20,
    ingredients: {
      "For the bowls": ["150 g {rice}", "{main}", "1 tbsp vegetable oil", "{veg}"],
      "For the sauce": ["{sauce}"],
      "To finish": ["2 spring onions, sliced", "1 tsp sesame seeds"],
    },
    steps: [
      "Cook the rice according to the packet.",
      "{mainStep}",
      "{vegStep}",
      "Divide the rice between bowls, top with {mainText} and the vegetables, spoon over the sauce and finish with spring onions and sesame.",
    ],
    slots: { rice: "brown rice" },
    dishes: [
      {
        title: "Miso Aubergine Rice Bowls",
        description:
          "Silky roasted aubergine in a sweet miso glaze over brown rice with edamame. Vegan and deeply savoury.",
        slots: {
          main: "1 aubergine, cut into chunks",
          mainStep:
            "Toss the aubergine with the oil and roast at 220°C (200°C fan) for 20 minutes, then toss in half the sauce and roast for 5 minutes more.",
          mainText: "the aubergine",
          veg: ["150 g frozen edamame beans", "1 carrot, grated"],
          vegStep: "Cook the edamame for 3 minutes and drain.",
          sauce: ["2 tbsp white miso paste", "1 tbsp maple syrup", "1 tbsp rice vinegar", "1 tbsp tamari"],
        },
      },
      {
        title: "Peanut Tofu Rice Bowls",
        description: "Crispy tofu, crunchy vegetables and brown rice with a creamy peanut and lime sauce.",
        cuisines: ["Thai"],
        slots: {
          main: "280 g firm tofu, cubed",
          mainStep: "Fry the tofu in the oil for 8 minutes until golden all over.",
          mainText: "the tofu",
          veg: ["100 g red cabbage, shredded", "1 carrot, grated", "1/2 cucumber, sliced"],
          vegStep: "Prepare the vegetables.",
          sauce: ["3 tbsp peanut butter", "1 tbsp tamari", "1 lime, juiced", "1 tsp maple syrup", "3 tbsp warm water"],
        },
      },
      {
        title: "Bibimbap-Style Rice Bowls",
        description: "Rice topped with spinach, carrot, mushrooms, a fried egg and spicy gochujang sauce.",
        cuisines: ["Korean"],
        slots: {
          rice: "jasmine rice",
          main: "2 eggs",
          mainStep: "Fry the eggs in half the oil until the whites are crisp at the edges.",
          mainText: "a fried egg",
          veg: ["150 g chestnut mushrooms, sliced", "2 handfuls baby spinach", "1 carrot, cut into matchsticks"],
          vegStep: "Fry the mushrooms in the rest of the oil for 5 minutes, then wilt the spinach in the same pan.",
          sauce: ["2 tbsp gochujang", "1 tsp sesame oil", "1 tsp honey", "1 tbsp water"],
        },
      },
      {
        title: "Honey Ginger Salmon Rice Bowls",
        description:
          "Salmon glazed with honey, ginger and tamari, with tenderstem broccoli and brown rice. A quick, balanced bowl.",
        slots: {
          main: "2 salmon fillets",
          mainStep:
            "Fry the salmon skin-side down in the oil for 5 minutes, flip, add half the sauce and cook for 2 minutes until glazed.",
          mainText: "the salmon",
          veg: "200 g tenderstem broccoli",
          vegStep: "Steam the broccoli for 4 minutes.",
          sauce: ["2 tbsp tamari", "1 tbsp honey", "1 tsp rice vinegar", "1 cm fresh ginger, grated"],
        },
      },
    ],
  },
];
