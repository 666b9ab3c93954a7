import type { TDishFamily } from "../kitchen/dish-family.ts";

/** One-pot dinners: dals, curries, chillies and stews, most of them freezer-friendly. */
export const curryAndStewFamilies: TDishFamily[] = [
  {
    authors: ["greens", "cook"],
    courses: ["dinner"],
    cuisines: ["Indian"],
    servings: 4,
    prep: 10,
    cook: 30,
    ingredients: {
      "For the dal": ["250 g red lentils", "1 l water", "1 tsp ground turmeric", "{base}", "300 g basmati rice"],
      "For the tarka": [
        "2 tbsp vegetable oil",
        "1 onion, thinly sliced",
        "3 cloves garlic, sliced",
        "1 tsp cumin seeds",
        "{tarka}",
      ],
    },
    steps: [
      "Rinse the lentils, then simmer with the water and turmeric for 20–25 minutes, stirring now and then, until soft and creamy.",
      "{baseStep}",
      "Meanwhile, cook the rice in boiling salted water for 10–12 minutes and drain.",
      "For the tarka, heat the oil and fry the onion for 8 minutes until deep golden. Add the garlic, cumin seeds and {tarkaText} and sizzle for 1 minute.",
      "Season the dal, pour over the tarka and serve with the rice.",
    ],
    dishes: [
      {
        title: "Tarka Dal with Crispy Onions",
        description:
          "Silky red lentils under a sizzling tarka of golden onion, garlic and cumin. Cheap, quick, deeply comforting.",
        slots: {
          base: "1 tomato, chopped",
          baseStep: "Stir in the tomato for the last 5 minutes.",
          tarka: "1/2 tsp chilli flakes",
          tarkaText: "chilli flakes",
        },
      },
      {
        title: "Spinach Dal",
        description:
          "Red lentil dal with handfuls of spinach and a garlicky tarka. Greens, protein and comfort in one pot.",
        slots: {
          base: ["200 g baby spinach", "1 lemon, juiced"],
          baseStep: "Stir in the spinach until wilted, then add the lemon juice.",
          tarka: "1 tsp garam masala",
          tarkaText: "garam masala",
        },
      },
      {
        title: "Coconut Dal with Tomatoes",
        description: "Red lentils simmered with coconut milk and tomatoes for an extra-creamy, gently spiced dal.",
        slots: {
          base: ["200 ml coconut milk", "200 g cherry tomatoes, halved"],
          baseStep: "Add the coconut milk and tomatoes for the last 10 minutes.",
          tarka: ["1 tsp mustard seeds", "1 green chilli, sliced"],
          tarkaText: "mustard seeds with the chilli",
        },
      },
    ],
  },
  {
    authors: ["creator", "greens", "pro"],
    courses: ["dinner"],
    cuisines: ["Thai"],
    servings: 4,
    prep: 15,
    cook: 20,
    ingredients: {
      "For the curry": [
        "1 tbsp vegetable oil",
        "{paste}",
        "1 can coconut milk (400 ml)",
        "150 ml vegetable stock",
        "{main}",
        "1 red pepper, sliced",
        "150 g green beans, trimmed",
        "1 lime, juiced",
        "{seasoning}",
        "1 handful basil leaves",
      ],
      "To serve": ["300 g jasmine rice"],
    },
    steps: [
      "Cook the rice according to the packet.",
      "Heat the oil in a wok or deep pan and fry {pasteText} for 1–2 minutes until fragrant.",
      "Pour in the coconut milk and stock and bring to a simmer.",
      "{mainStep}",
      "Add the pepper and beans and simmer for 4 minutes until just tender. Season with the lime juice and {seasoningText}, scatter with basil and serve with the rice.",
    ],
    dishes: [
      {
        title: "Thai Red Curry with Tofu and Vegetables",
        description: "Creamy red curry with golden tofu, peppers and green beans. Make sure your paste is a vegan one.",
        slots: {
          paste: "3 tbsp vegan Thai red curry paste",
          pasteText: "the curry paste",
          main: ["400 g firm tofu, cubed", "1 tbsp cornflour"],
          mainStep:
            "Toss the tofu in cornflour, fry in a separate pan with a little oil until golden, then add to the curry.",
          seasoning: "1 tbsp tamari",
          seasoningText: "tamari",
        },
      },
      {
        title: "Thai Green Prawn Curry",
        description: "Fragrant green curry with juicy king prawns and crunchy vegetables, on the table in 30 minutes.",
        slots: {
          paste: "3 tbsp Thai green curry paste",
          pasteText: "the curry paste",
          main: "400 g raw king prawns",
          mainStep: "Add the prawns and simmer for 3 minutes until pink.",
          seasoning: "1 tbsp fish sauce",
          seasoningText: "fish sauce",
        },
      },
      {
        title: "Thai Red Chicken and Butternut Curry",
        description: "Chicken thighs and sweet butternut squash in a rich red curry sauce. A weeknight favourite.",
        slots: {
          paste: "3 tbsp Thai red curry paste",
          pasteText: "the curry paste",
          main: ["500 g chicken thighs, boneless and skinless, diced", "300 g butternut squash, diced"],
          mainStep: "Add the chicken and squash and simmer for 15 minutes until cooked through.",
          seasoning: "1 tbsp fish sauce",
          seasoningText: "fish sauce",
        },
      },
      {
        title: "Thai Green Vegetable Curry with Sweet Potato",
        description: "Sweet potato, courgette and chickpeas in a fragrant green curry. Vegan when the paste is.",
        slots: {
          paste: "3 tbsp vegan Thai green curry paste",
          pasteText: "the curry paste",
          main: ["1 sweet potato, peeled and diced", "1 can chickpeas, drained (400 g)"],
          mainStep: "Add the sweet potato and chickpeas and simmer for 12 minutes until the potato is tender.",
          seasoning: "1 tbsp tamari",
          seasoningText: "tamari",
        },
      },
    ],
  },
  {
    authors: ["greens", "pro", "creator"],
    courses: ["dinner"],
    cuisines: ["Indian"],
    servings: 4,
    prep: 15,
    cook: 30,
    ingredients: {
      "For the curry": [
        "2 tbsp vegetable oil",
        "1 onion, finely chopped",
        "3 cloves garlic, grated",
        "3 cm fresh ginger, grated",
        "2 tsp garam masala",
        "1 tsp ground cumin",
        "1 tsp ground turmeric",
        "1 can chopped tomatoes (400 g)",
        "{main}",
        "1 handful coriander leaves, chopped",
      ],
      "To serve": ["{serve}"],
    },
    steps: [
      "Heat the oil in a large pan and cook the onion for 10 minutes until golden.",
      "Add the garlic, ginger and spices and cook for 1 minute, then add the tomatoes and simmer for 5 minutes.",
      "{mainStep}",
      "Season, scatter with coriander and serve with {serveText}.",
    ],
    slots: { serve: "300 g basmati rice", serveText: "rice" },
    dishes: [
      {
        title: "Chana Masala",
        description: "Punjabi-style chickpeas in a tangy, spiced tomato and onion gravy. A vegan staple.",
        slots: {
          main: ["2 cans chickpeas, drained (400 g each)", "200 ml water", "1 lemon, juiced"],
          mainStep:
            "Add the chickpeas and water and simmer for 15 minutes, crushing a few chickpeas to thicken. Stir in the lemon juice.",
        },
      },
      {
        title: "Sweet Potato and Spinach Curry",
        description: "Chunks of sweet potato and spinach in a creamy coconut and tomato curry.",
        slots: {
          main: ["2 sweet potatoes, peeled and diced", "200 ml coconut milk", "200 g baby spinach"],
          mainStep:
            "Add the sweet potatoes and coconut milk and simmer for 15 minutes until tender, then stir in the spinach.",
        },
      },
      {
        title: "Kerala Fish Curry",
        description: "Chunks of white fish simmered in a tangy coconut and tomato sauce with mustard seeds and lime.",
        slots: {
          main: [
            "600 g skinless cod fillet, cut into chunks",
            "200 ml coconut milk",
            "1 tsp mustard seeds",
            "1 lime, juiced",
          ],
          mainStep:
            "Stir in the coconut milk and mustard seeds and simmer for 5 minutes, then add the fish and poach gently for 6 minutes. Add the lime juice.",
        },
      },
      {
        title: "Chicken Curry with Spinach",
        description: "A homestyle chicken curry with spinach and yoghurt. Milder than a takeaway, just as good.",
        slots: {
          main: ["600 g chicken thighs, boneless and skinless, diced", "200 g baby spinach", "4 tbsp natural yoghurt"],
          mainStep:
            "Add the chicken and a splash of water and simmer for 20 minutes until cooked through. Stir in the spinach, then take off the heat and stir in the yoghurt.",
        },
      },
      {
        title: "Paneer and Pea Curry",
        description: "Golden paneer and sweet peas in a rich tomato sauce: a home-style take on matar paneer.",
        slots: {
          main: ["225 g paneer, cubed", "200 g frozen peas", "100 ml single cream"],
          mainStep:
            "Fry the paneer in a little oil in another pan until golden. Add it to the curry with the peas and cream and simmer for 5 minutes.",
        },
      },
      {
        title: "Aubergine and Potato Curry",
        description: "Soft aubergine and potato soaking up a warming tomato masala. Vegan comfort food.",
        slots: {
          main: ["1 aubergine, diced", "2 potatoes, diced", "300 ml water"],
          mainStep: "Add the aubergine, potatoes and water, cover and simmer for 20 minutes until tender.",
        },
        cook: 40,
      },
    ],
  },
  {
    authors: ["pro", "creator", "greens"],
    courses: ["dinner"],
    cuisines: ["Mexican"],
    servings: 6,
    prep: 15,
    cook: 40,
    ingredients: {
      "For the chilli": [
        "2 tbsp olive oil",
        "1 onion, chopped",
        "2 red peppers, chopped",
        "3 cloves garlic, crushed",
        "2 tsp ground cumin",
        "2 tsp smoked paprika",
        "1 tsp chilli powder",
        "{main}",
        "2 cans chopped tomatoes (400 g each)",
        "1 tbsp tomato purée",
      ],
      "To serve": ["400 g long-grain rice", "{topping}"],
    },
    steps: [
      "Heat the oil in a large pan and cook the onion and peppers for 8 minutes until soft.",
      "{mainStep}",
      "Add the tomatoes and tomato purée, season and simmer for 25–30 minutes until thick.",
      "Cook the rice according to the packet and serve the chilli over it with {toppingText}.",
    ],
    dishes: [
      {
        title: "Three-Bean Chilli",
        description: "Kidney, black and pinto beans in a smoky, spicy tomato sauce. A big pot that feeds a crowd.",
        slots: {
          main: [
            "1 can kidney beans, drained (400 g)",
            "1 can black beans, drained (400 g)",
            "1 can pinto beans, drained (400 g)",
          ],
          mainStep: "Stir in the garlic and spices for 1 minute, then add the beans.",
          topping: ["1 avocado, diced", "1 handful coriander leaves"],
          toppingText: "avocado and coriander",
        },
      },
      {
        title: "Red Lentil and Sweet Potato Chilli",
        description: "Red lentils and sweet potato make a thick, hearty chilli that is cheap and vegan.",
        slots: {
          main: ["200 g red lentils", "1 sweet potato, peeled and diced", "500 ml water"],
          mainStep: "Stir in the garlic and spices for 1 minute, then add the lentils, sweet potato and water.",
          topping: ["1 lime, cut into wedges", "1 handful coriander leaves"],
          toppingText: "lime wedges and coriander",
        },
      },
      {
        title: "Classic Chilli con Carne",
        description: "Beef mince, kidney beans and a smoky, spicy sauce. The weekend chilli everyone loves.",
        author: "creator",
        slots: {
          main: ["500 g lean beef mince", "1 can kidney beans, drained (400 g)"],
          mainStep:
            "Turn up the heat, add the mince and brown for 5 minutes, breaking it up. Stir in the garlic and spices for 1 minute, then add the beans.",
          topping: ["6 tbsp soured cream", "1 handful coriander leaves"],
          toppingText: "soured cream and coriander",
        },
      },
      {
        title: "Turkey and Black Bean Chilli",
        description: "A leaner chilli with turkey mince, black beans and sweetcorn. Just as satisfying.",
        slots: {
          main: ["500 g turkey mince", "1 can black beans, drained (400 g)", "200 g sweetcorn"],
          mainStep:
            "Turn up the heat, add the turkey and brown for 5 minutes. Stir in the garlic and spices for 1 minute, then add the beans and corn.",
          topping: ["1 avocado, diced", "1 lime, cut into wedges"],
          toppingText: "avocado and lime",
        },
      },
    ],
  },
  {
    authors: ["pro", "greens", "creator"],
    courses: ["dinner"],
    cuisines: ["Moroccan"],
    servings: 4,
    prep: 15,
    cook: 40,
    ingredients: {
      "For the stew": [
        "2 tbsp olive oil",
        "1 red onion, chopped",
        "3 cloves garlic, crushed",
        "2 tsp ras el hanout",
        "1 tsp ground cinnamon",
        "{main}",
        "1 can chopped tomatoes (400 g)",
        "400 ml vegetable stock",
        "{fruit}",
        "1 handful coriander leaves, chopped",
      ],
      "To serve": ["{side}"],
    },
    steps: [
      "Heat the oil in a large casserole and cook the onion for 8 minutes. Add the garlic and spices for 1 minute.",
      "{mainStep}",
      "Add the tomatoes, stock and {fruitText}, bring to a simmer and cook, partly covered, for 25–30 minutes until everything is tender.",
      "{sideStep}",
      "Season, scatter with coriander and serve.",
    ],
    slots: {
      side: "250 g couscous",
      sideStep: "Pour 300 ml boiling water over the couscous, cover for 5 minutes and fluff up.",
    },
    dishes: [
      {
        title: "Chickpea and Butternut Squash Tagine",
        description: "Sweet squash, chickpeas and apricots in a fragrant ras el hanout sauce. Vegan and very warming.",
        slots: {
          main: ["1/2 butternut squash, peeled and diced", "1 can chickpeas, drained (400 g)"],
          mainStep: "Add the squash and chickpeas and stir to coat in the spices.",
          fruit: "80 g dried apricots, halved",
          fruitText: "apricots",
        },
      },
      {
        title: "Chicken Tagine with Apricots",
        description:
          "Tender chicken thighs braised with apricots, cinnamon and ras el hanout. Sweet, savoury and easy.",
        slots: {
          main: ["8 chicken thighs, boneless and skinless", "1 can chickpeas, drained (400 g)"],
          mainStep: "Add the chicken and brown for 5 minutes, then add the chickpeas.",
          fruit: "100 g dried apricots",
          fruitText: "apricots",
        },
      },
      {
        title: "Moroccan Fish Stew",
        description:
          "White fish and peppers in a spiced tomato sauce with olives and lemon. Light, fragrant and quick.",
        cook: 30,
        slots: {
          main: ["2 red peppers, sliced", "300 g new potatoes, halved"],
          fruit: ["500 g skinless cod fillet, cut into chunks", "60 g green olives", "1 lemon, juiced"],
          side: [],
        },
        steps: [
          "Heat the oil in a large casserole and cook the onion for 8 minutes. Add the garlic and spices for 1 minute.",
          "Add the peppers, potatoes, tomatoes and stock, bring to a simmer and cook, partly covered, for 20 minutes until the potatoes are tender.",
          "Stir in the olives, nestle the fish into the sauce and cook gently for 6–8 minutes until it flakes.",
          "Add the lemon juice, season, scatter with coriander and serve.",
        ],
      },
      {
        title: "Lentil and Vegetable Harira Stew",
        description:
          "A thick stew of brown lentils, carrots and chickpeas with warm spices and lemon. Gluten-free with rice.",
        slots: {
          main: ["150 g dried brown lentils", "2 carrots, diced", "1 can chickpeas, drained (400 g)"],
          mainStep: "Add the lentils, carrots and chickpeas.",
          fruit: "1 lemon, juiced",
          fruitText: "lemon juice",
          side: "250 g basmati rice",
          sideStep: "Cook the rice according to the packet.",
        },
      },
    ],
  },
  {
    authors: ["pro", "cook"],
    courses: ["dinner"],
    cuisines: ["British"],
    servings: 4,
    prep: 20,
    cook: 60,
    ingredients: [
      "2 tbsp olive oil",
      "{main}",
      "1 onion, chopped",
      "3 carrots, cut into chunks",
      "2 stalks celery, sliced",
      "2 cloves garlic, crushed",
      "2 tbsp tomato purée",
      "2 sprigs thyme",
      "2 bay leaves",
      "800 ml {stock}",
      "600 g potatoes, cut into chunks",
      "1 handful flat-leaf parsley, chopped",
    ],
    steps: [
      "{mainStep}",
      "Add the onion, carrots and celery to the pan and cook for 8 minutes. Stir in the garlic and tomato purée for 1 minute.",
      "Add the herbs, stock and potatoes{returnText}, bring to a simmer, cover and cook for {simmer} until tender.",
      "Season well and scatter with parsley.",
    ],
    dishes: [
      {
        title: "Beef and Vegetable Stew",
        description: "Slow-cooked braising steak with carrots and potatoes in a rich gravy. Proper Sunday food.",
        slots: {
          main: "600 g braising steak, diced",
          mainStep: "Heat the oil in a large casserole and brown the beef in batches. Set aside.",
          stock: "beef stock",
          returnText: ", then return the beef",
          simmer: "1 hour 30 minutes",
        },
        cook: 100,
      },
      {
        title: "Butter Bean and Root Vegetable Stew",
        description: "Butter beans, carrots and potatoes in a thyme-scented broth. Cosy, cheap and vegan.",
        slots: {
          main: "2 cans butter beans, drained (400 g each)",
          mainStep: "Heat the oil in a large casserole.",
          stock: "vegetable stock",
          returnText: ", then the beans",
          simmer: "30 minutes",
        },
        cook: 45,
      },
      {
        title: "Chicken, Leek and Potato Stew",
        description:
          "Chicken thighs and leeks simmered with potatoes and thyme. A one-pot dinner that tastes like home.",
        slots: {
          main: ["6 chicken thighs, boneless and skinless", "2 leeks, sliced"],
          mainStep:
            "Heat the oil in a large casserole and brown the chicken for 5 minutes. Set aside. Soften the leeks in the pan for 5 minutes.",
          stock: "chicken stock",
          returnText: ", then return the chicken",
          simmer: "35 minutes",
        },
        cook: 50,
      },
    ],
  },
];
