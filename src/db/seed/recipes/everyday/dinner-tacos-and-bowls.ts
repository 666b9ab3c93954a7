import type { TDishFamily } from "../kitchen/dish-family.ts";

/** Build-your-own dinners: tacos, burrito bowls, burgers, stuffed vegetables and grain bowls. */
export const tacoAndBowlFamilies: TDishFamily[] = [
  {
    authors: ["greens", "creator", "pro"],
    courses: ["dinner"],
    cuisines: ["Mexican"],
    servings: 4,
    prep: 20,
    cook: 20,
    ingredients: {
      "For the filling": ["{main}", "2 tbsp olive oil", "2 tsp ground cumin", "1 tsp smoked paprika"],
      "For the slaw": ["200 g red cabbage, finely shredded", "1 lime, juiced", "1 handful coriander leaves"],
      "To serve": ["12 small corn tortillas", "{topping}"],
    },
    steps: [
      "{mainStep}",
      "Toss the cabbage with the lime juice, coriander and a pinch of salt.",
      "Warm the tortillas in a dry pan and fill with {mainText}, slaw and {toppingText}.",
    ],
    dishes: [
      {
        title: "Roasted Cauliflower Tacos with Lime Slaw",
        description:
          "Smoky roasted cauliflower in corn tortillas with a crunchy lime slaw and avocado. Vegan taco night.",
        slots: {
          main: "1 cauliflower, cut into small florets",
          mainStep:
            "Toss the cauliflower with the oil and spices and roast at 220°C (200°C fan) for 20 minutes until charred.",
          mainText: "the cauliflower",
          topping: "1 avocado, sliced",
          toppingText: "avocado",
        },
      },
      {
        title: "Pulled Jackfruit Tacos",
        description:
          "Young jackfruit cooked down with chipotle until it shreds like pulled meat. Smoky, sticky, vegan.",
        slots: {
          main: ["2 cans jackfruit in water, drained (400 g each)", "1 tbsp chipotle paste", "150 ml passata"],
          mainStep:
            "Fry the jackfruit in the oil with the spices for 5 minutes, add the chipotle and passata and simmer for 15 minutes, shredding the jackfruit with two forks.",
          mainText: "the jackfruit",
          topping: "1/2 red onion, thinly sliced",
          toppingText: "red onion",
        },
      },
      {
        title: "Chipotle Prawn Tacos",
        description: "Spicy prawns, lime slaw and avocado crema in warm corn tortillas. 25 minutes, start to finish.",
        cook: 5,
        slots: {
          main: ["400 g raw king prawns", "1 tbsp chipotle paste"],
          mainStep:
            "Toss the prawns with the oil, spices and chipotle and fry over a high heat for 3 minutes until pink.",
          mainText: "the prawns",
          topping: ["1 avocado", "4 tbsp soured cream"],
          toppingText: "the avocado mashed with the soured cream",
        },
      },
      {
        title: "Chicken Tinga Tacos",
        description: "Shredded chicken in a smoky chipotle tomato sauce. A Mexican classic for Friday night.",
        cook: 30,
        slots: {
          main: [
            "500 g chicken thighs, boneless and skinless",
            "1 onion, sliced",
            "1 tbsp chipotle paste",
            "1 can chopped tomatoes (400 g)",
          ],
          mainStep:
            "Fry the onion in the oil for 5 minutes, add the spices, chipotle, tomatoes and chicken and simmer, covered, for 25 minutes. Shred the chicken into the sauce.",
          mainText: "the chicken",
          topping: "60 g feta, crumbled",
          toppingText: "crumbled feta",
        },
      },
      {
        title: "Crispy Fish Tacos with Chipotle Mayo",
        description: "Spice-dusted cod pan-fried until golden, with crunchy slaw and chipotle mayo.",
        cook: 10,
        slots: {
          main: ["500 g skinless cod fillet, cut into strips", "2 tbsp cornflour"],
          mainStep: "Toss the fish in the cornflour and spices and fry in the oil for 2 minutes a side until golden.",
          mainText: "the fish",
          topping: ["3 tbsp mayonnaise", "1 tsp chipotle paste"],
          toppingText: "the mayonnaise stirred with chipotle",
        },
      },
      {
        title: "Sweet Potato and Black Bean Tacos",
        description: "Roasted sweet potato and black beans with lime slaw and a spoon of salsa. Vegan and filling.",
        slots: {
          main: ["2 sweet potatoes, diced", "1 can black beans, drained (400 g)"],
          mainStep:
            "Toss the sweet potato with the oil and spices and roast at 220°C (200°C fan) for 20 minutes. Stir in the beans for the last 5 minutes.",
          mainText: "the sweet potato and beans",
          topping: "4 tbsp tomato salsa",
          toppingText: "salsa",
        },
      },
    ],
  },
  {
    authors: ["pro", "greens", "creator"],
    courses: ["dinner", "lunch"],
    cuisines: ["Mexican"],
    servings: 4,
    prep: 15,
    cook: 20,
    ingredients: {
      "For the rice": ["300 g long-grain rice", "1 lime, juiced", "1 handful coriander leaves, chopped"],
      "For the bowls": [
        "{main}",
        "1 can black beans, drained (400 g)",
        "200 g sweetcorn",
        "1 tsp ground cumin",
        "1 tbsp olive oil",
      ],
      "To top": ["1 avocado, sliced", "200 g cherry tomatoes, quartered", "{topping}"],
    },
    steps: [
      "Cook the rice according to the packet, then stir in the lime juice and coriander.",
      "{mainStep}",
      "Warm the beans and corn with the cumin and a splash of water.",
      "Divide the rice between bowls and top with {mainText}, beans, corn, avocado, tomatoes and {toppingText}.",
    ],
    dishes: [
      {
        title: "Chicken Burrito Bowls",
        description: "Spiced chicken, coriander-lime rice, beans, corn and avocado: the burrito without the wrap.",
        slots: {
          main: ["2 chicken breasts", "1 tsp smoked paprika"],
          mainStep:
            "Rub the chicken with the oil, paprika and seasoning and griddle for 6 minutes a side. Rest and slice.",
          mainText: "the chicken",
          topping: "4 tbsp soured cream",
          toppingText: "soured cream",
        },
      },
      {
        title: "Tofu Burrito Bowls",
        description: "Chilli-lime tofu over coriander rice with beans, corn and avocado. Vegan and gluten-free.",
        slots: {
          main: ["400 g extra-firm tofu, cubed", "1 tsp chilli powder"],
          mainStep: "Fry the tofu in the oil with the chilli powder for 8 minutes until crisp.",
          mainText: "the tofu",
          topping: "4 tbsp tomato salsa",
          toppingText: "salsa",
        },
      },
      {
        title: "Steak Burrito Bowls",
        description: "Seared steak, lime rice, beans and pico de gallo. A restaurant favourite made at home.",
        slots: {
          main: ["400 g sirloin steak", "1 tsp smoked paprika"],
          mainStep:
            "Rub the steak with the oil, paprika and seasoning and sear for 3 minutes a side. Rest for 5 minutes, then slice.",
          mainText: "the steak",
          topping: "1/2 red onion, finely diced",
          toppingText: "red onion",
        },
      },
    ],
  },
  {
    authors: ["greens", "creator", "pro"],
    courses: ["dinner"],
    cuisines: ["American"],
    servings: 4,
    prep: 20,
    cook: 15,
    ingredients: {
      "For the burgers": ["{patty}", "1 tbsp olive oil"],
      "To serve": ["4 burger buns", "1 little gem lettuce, leaves separated", "2 tomatoes, sliced", "{sauce}"],
    },
    steps: [
      "{pattyStep}",
      "Heat the oil in a frying pan and cook the burgers for {cookText}.",
      "Toast the buns and build the burgers with lettuce, tomato and {sauceText}.",
    ],
    dishes: [
      {
        title: "Smoky Black Bean Burgers",
        description:
          "Crisp-edged black bean burgers with smoked paprika and cumin. Vegan and better than most shop-bought.",
        slots: {
          patty: [
            "2 cans black beans, drained (400 g each)",
            "60 g dried breadcrumbs",
            "1 tsp smoked paprika",
            "1 tsp ground cumin",
            "2 spring onions, sliced",
          ],
          pattyStep:
            "Mash the beans roughly, mix with the breadcrumbs, spices and spring onions, season and shape into 4 burgers. Chill for 10 minutes.",
          cookText: "4 minutes a side until crisp",
          sauce: "4 tbsp tomato salsa",
          sauceText: "salsa",
        },
      },
      {
        title: "Classic Beef Burgers",
        description: "Juicy beef burgers seasoned simply, with cheese melted on top. The backyard classic.",
        slots: {
          patty: ["500 g beef mince", "1/2 onion, grated", "4 slices cheddar"],
          pattyStep: "Mix the beef with the onion and plenty of seasoning and shape into 4 burgers.",
          cookText: "4 minutes a side, adding a slice of cheese for the last minute",
          sauce: "2 tbsp mayonnaise",
          sauceText: "mayonnaise",
        },
      },
      {
        title: "Salmon Burgers with Lemon Mayo",
        description: "Chunky salmon burgers with dill and spring onion, with a lemony mayo.",
        slots: {
          patty: ["4 skinless salmon fillets", "40 g panko", "2 spring onions, sliced", "1 handful dill, chopped"],
          pattyStep:
            "Finely chop the salmon, mix with the panko, spring onions and dill, season and shape into 4 burgers. Chill for 10 minutes.",
          cookText: "3 minutes a side until just cooked",
          sauce: ["3 tbsp mayonnaise", "1/2 lemon, zested"],
          sauceText: "the mayonnaise mixed with the lemon zest",
        },
      },
      {
        title: "Halloumi and Mushroom Burgers",
        description: "Griddled halloumi and a big portobello mushroom stacked in a bun with harissa yoghurt.",
        slots: {
          patty: ["4 portobello mushrooms", "225 g halloumi, cut into 4 slices"],
          sauce: ["4 tbsp Greek yoghurt", "1 tbsp rose harissa"],
        },
        steps: [
          "Brush the mushrooms with the oil and season. Cook in a griddle pan for 5 minutes a side until tender.",
          "Griddle the halloumi for 2 minutes a side until golden.",
          "Swirl the harissa through the yoghurt.",
          "Toast the buns and build the burgers with lettuce, tomato, a mushroom, halloumi and the harissa yoghurt.",
        ],
      },
    ],
  },
  {
    authors: ["greens", "creator"],
    courses: ["dinner"],
    cuisines: ["Mediterranean"],
    servings: 4,
    prep: 20,
    cook: 45,
    ingredients: [
      "{veg}",
      "2 tbsp olive oil",
      "1 onion, finely chopped",
      "2 cloves garlic, crushed",
      "{filling}",
      "{top}",
    ],
    steps: [
      "Heat the oven to 200°C (180°C fan).",
      "{vegStep}",
      "Meanwhile, soften the onion in the oil for 6 minutes, add the garlic for 1 minute, then stir in {fillingText} and season.",
      "Pile the filling into the {vegName}, top with {topText} and bake for 20 minutes more until golden.",
    ],
    dishes: [
      {
        title: "Stuffed Aubergines with Lentils and Tomato",
        description: "Roasted aubergine halves filled with spiced lentils and tomato, finished with tahini. Vegan.",
        cuisines: ["Turkish"],
        slots: {
          veg: "2 aubergines, halved lengthways",
          filling: ["250 g cooked Puy lentils", "1 can chopped tomatoes (400 g)", "1 tsp ground cumin"],
          top: ["2 tbsp tahini", "1 handful flat-leaf parsley, chopped"],
        },
        steps: [
          "Heat the oven to 200°C (180°C fan).",
          "Score the aubergine flesh, brush with a little oil and roast cut-side up for 25 minutes until soft. Scoop out some flesh and chop it.",
          "Meanwhile, soften the onion in the oil for 6 minutes, add the garlic for 1 minute, then stir in the lentils, tomatoes, cumin and chopped aubergine and season.",
          "Pile the filling into the aubergines and bake for 20 minutes more. Drizzle with the tahini loosened with a little water and scatter with parsley.",
        ],
      },
      {
        title: "Feta and Herb Stuffed Peppers",
        description: "Sweet peppers filled with herby rice, cherry tomatoes and feta, baked until blistered.",
        cuisines: ["Greek"],
        slots: {
          veg: "4 red peppers, halved and seeded",
          vegName: "peppers",
          vegStep: "Roast the peppers cut-side up for 15 minutes.",
          filling: ["250 g cooked basmati rice", "200 g cherry tomatoes, quartered", "1 handful mint leaves, chopped"],
          fillingText: "the rice, tomatoes and mint",
          top: "150 g feta, crumbled",
          topText: "the feta",
        },
        cook: 35,
      },
      {
        title: "Cheesy Stuffed Courgettes with Turkey",
        description: "Courgette boats filled with turkey mince in tomato sauce and topped with mozzarella.",
        cuisines: ["Italian"],
        slots: {
          veg: "4 courgettes, halved lengthways",
          filling: ["400 g turkey mince", "300 g passata", "1 tsp dried oregano"],
          top: "100 g grated mozzarella",
        },
        steps: [
          "Heat the oven to 200°C (180°C fan).",
          "Scoop out the courgette seeds, brush with a little oil and roast for 15 minutes.",
          "Meanwhile, soften the onion in the oil for 6 minutes and add the garlic for 1 minute. Add the turkey and brown for 5 minutes, then stir in the passata and oregano, season and simmer for 10 minutes.",
          "Pile the filling into the courgettes, top with the mozzarella and bake for 20 minutes more until golden.",
        ],
        cook: 40,
      },
    ],
  },
  {
    authors: ["greens", "pro"],
    courses: ["dinner", "lunch"],
    cuisines: ["Middle Eastern"],
    servings: 4,
    prep: 15,
    cook: 25,
    ingredients: {
      "For the bowls": [
        "250 g quinoa",
        "{main}",
        "2 tbsp olive oil",
        "1 tsp ground cumin",
        "1 cucumber, diced",
        "200 g cherry tomatoes, halved",
      ],
      "For the sauce": ["{sauce}", "1 lemon, juiced"],
    },
    steps: [
      "Rinse the quinoa and simmer in plenty of water for 12–15 minutes until tender, then drain.",
      "{mainStep}",
      "Whisk the sauce ingredients together with a splash of water and season.",
      "Divide the quinoa between bowls, add {mainText}, cucumber and tomatoes, and drizzle with the sauce.",
    ],
    dishes: [
      {
        title: "Falafel-Spiced Chickpea Bowls with Tahini",
        description:
          "Crispy cumin chickpeas, quinoa, cucumber and tomatoes with lemony tahini. A big, bright vegan bowl.",
        slots: {
          main: ["2 cans chickpeas, drained (400 g each)", "1 tsp ground coriander"],
          mainStep: "Fry the chickpeas in the oil with the cumin and coriander for 10 minutes until crisp.",
          mainText: "the chickpeas",
          sauce: "4 tbsp tahini",
        },
      },
      {
        title: "Chicken Shawarma Bowls",
        description: "Warm-spiced chicken thighs over quinoa with crunchy salad and a garlic yoghurt sauce.",
        slots: {
          main: ["600 g chicken thighs, boneless and skinless", "1 tsp smoked paprika", "1/2 tsp ground cinnamon"],
          mainStep: "Rub the chicken with the oil and spices and roast at 220°C (200°C fan) for 20 minutes. Slice.",
          mainText: "the chicken",
          sauce: ["150 g Greek yoghurt", "1 clove garlic, crushed"],
        },
      },
      {
        title: "Lamb Kofta Bowls with Mint Yoghurt",
        description: "Spiced lamb koftas, herby quinoa and salad with cool mint yoghurt.",
        slots: {
          main: ["500 g lamb mince", "1 tsp ground coriander", "1 handful flat-leaf parsley, chopped"],
          mainStep:
            "Mix the lamb with the spices, parsley and seasoning, shape into 12 koftas and fry in the oil for 10 minutes, turning, until cooked through.",
          mainText: "the koftas",
          sauce: ["150 g Greek yoghurt", "1 handful mint leaves, chopped"],
        },
      },
      {
        title: "Za'atar Salmon Bowls",
        description: "Salmon roasted with za'atar over quinoa with cucumber, tomato and a lemony yoghurt dressing.",
        slots: {
          main: ["4 salmon fillets", "2 tbsp za'atar"],
          mainStep: "Rub the salmon with the oil, cumin and za'atar and roast at 200°C (180°C fan) for 12–15 minutes.",
          mainText: "the salmon",
          sauce: ["150 g natural yoghurt", "1 tbsp tahini"],
        },
      },
    ],
  },
];
