import type { TDishFamily } from "../kitchen/dish-family.ts";

/** Pasta in the time the water takes to boil, and risottos worth the stirring. */
export const pastaAndRisottoFamilies: TDishFamily[] = [
  {
    authors: ["creator", "pro", "greens"],
    courses: ["dinner"],
    cuisines: ["Italian"],
    servings: 4,
    prep: 10,
    cook: 20,
    ingredients: ["350 g {pasta}", "3 tbsp olive oil", "3 cloves garlic, sliced", "{sauce}", "{finish}"],
    steps: [
      "Cook the pasta in a large pan of salted boiling water until al dente. Keep a mugful of the cooking water, then drain.",
      "Meanwhile, warm the oil in a large frying pan and cook the garlic for 1 minute without letting it brown.",
      "{sauceStep}",
      "Toss the pasta through the sauce with a splash of the cooking water until glossy. Serve with {finishText}.",
    ],
    dishes: [
      {
        title: "Penne Arrabbiata",
        description: "Penne in a fiery tomato and garlic sauce. Four storecupboard ingredients, 20 minutes, no dairy.",
        slots: {
          pasta: "penne",
          sauce: ["1 tsp chilli flakes", "2 cans chopped tomatoes (400 g each)"],
          sauceStep: "Add the chilli and tomatoes, season and simmer for 15 minutes until thick.",
          finish: "1 handful basil leaves",
          finishText: "torn basil",
        },
      },
      {
        title: "Spaghetti Puttanesca",
        description:
          "The Neapolitan classic of tomatoes, olives, capers and anchovies. Punchy and ready in 20 minutes.",
        slots: {
          pasta: "spaghetti",
          sauce: [
            "6 anchovy fillets",
            "1/2 tsp chilli flakes",
            "2 cans chopped tomatoes (400 g each)",
            "80 g Kalamata olives, halved",
            "2 tbsp capers",
          ],
          sauceStep:
            "Add the anchovies and chilli and stir until the anchovies melt, then add the tomatoes, olives and capers and simmer for 12 minutes.",
          finish: "1 handful flat-leaf parsley, chopped",
          finishText: "the parsley",
        },
      },
      {
        title: "Red Lentil Bolognese",
        description: "A rich, meat-free ragù of red lentils, carrots and tomatoes. Vegan, cheap and kid-approved.",
        cook: 35,
        slots: {
          pasta: "spaghetti",
          sauce: [
            "1 onion, finely chopped",
            "2 carrots, finely chopped",
            "150 g red lentils",
            "2 cans chopped tomatoes (400 g each)",
            "400 ml vegetable stock",
            "1 tsp dried oregano",
          ],
          sauceStep:
            "Add the onion and carrots and cook for 8 minutes, then add the lentils, tomatoes, stock and oregano and simmer for 25 minutes until thick.",
          finish: "2 tbsp nutritional yeast",
          finishText: "a sprinkle of nutritional yeast",
        },
      },
      {
        title: "Tuna, Tomato and Caper Linguine",
        description: "A storecupboard supper: good tuna, tomatoes, capers and lemon tossed with linguine.",
        slots: {
          pasta: "linguine",
          sauce: [
            "1 can chopped tomatoes (400 g)",
            "2 cans tuna in olive oil, drained (145 g each)",
            "2 tbsp capers",
            "1 lemon, zested",
          ],
          sauceStep:
            "Add the tomatoes and simmer for 10 minutes, then stir in the tuna, capers and lemon zest to warm through.",
          finish: "1 handful flat-leaf parsley, chopped",
          finishText: "the parsley",
        },
      },
      {
        title: "Creamy Lemon and Courgette Spaghetti",
        description: "Grated courgette melted into a lemony crème fraîche sauce with Parmesan. Light and fresh.",
        slots: {
          pasta: "spaghetti",
          sauce: ["3 courgettes, coarsely grated", "1 lemon, zested and juiced", "150 ml crème fraîche"],
          sauceStep: "Add the courgettes and cook for 6 minutes until soft, then stir in the lemon and crème fraîche.",
          finish: "40 g Parmesan, grated",
          finishText: "the Parmesan",
        },
      },
      {
        title: "Broccoli and Chilli Orecchiette",
        description: "Broccoli cooked until soft enough to become the sauce, with chilli, garlic and Parmesan.",
        slots: {
          pasta: "orecchiette",
          sauce: ["1 head broccoli, cut into small florets", "1/2 tsp chilli flakes", "1 lemon, zested"],
          sauceStep:
            "Cook the broccoli with the pasta for the last 6 minutes. Add it to the garlic pan with the chilli and lemon zest and mash it roughly.",
          finish: "40 g Parmesan, grated",
          finishText: "the Parmesan",
        },
      },
      {
        title: "Spinach and Ricotta Pasta with Lemon",
        description: "Rigatoni in a creamy ricotta, spinach and lemon sauce. Comfort food in 20 minutes.",
        slots: {
          pasta: "rigatoni",
          sauce: ["250 g baby spinach", "250 g ricotta", "1 lemon, zested", "1 pinch ground nutmeg"],
          sauceStep:
            "Add the spinach until wilted, then take off the heat and stir in the ricotta, lemon zest and nutmeg.",
          finish: "30 g Parmesan, grated",
          finishText: "the Parmesan",
        },
      },
      {
        title: "Gluten-Free Pasta with Cherry Tomatoes and Olives",
        description: "Blistered cherry tomatoes, olives and basil with gluten-free pasta. Vegan and bright.",
        slots: {
          pasta: "gluten-free pasta",
          sauce: ["500 g cherry tomatoes", "80 g Kalamata olives, halved"],
          sauceStep: "Add the tomatoes and cook over a high heat for 8 minutes until they burst, then add the olives.",
          finish: "1 handful basil leaves",
          finishText: "torn basil",
        },
      },
      {
        title: "Sausage and Fennel Rigatoni",
        description:
          "Crumbled sausages in a tomato sauce with fennel seeds and chilli. Rich, hearty and done in half an hour.",
        slots: {
          pasta: "rigatoni",
          sauce: [
            "6 pork sausages, skins removed",
            "1 tsp fennel seeds",
            "1/2 tsp chilli flakes",
            "1 can chopped tomatoes (400 g)",
          ],
          sauceStep:
            "Add the sausage meat and fry, breaking it up, for 8 minutes until browned. Add the fennel seeds, chilli and tomatoes and simmer for 10 minutes.",
          finish: "30 g Parmesan, grated",
          finishText: "the Parmesan",
        },
      },
    ],
  },
  {
    authors: ["pro", "creator"],
    courses: ["dinner"],
    cuisines: ["Italian"],
    servings: 4,
    prep: 10,
    cook: 30,
    ingredients: [
      "{fat}",
      "1 onion, finely chopped",
      "2 cloves garlic, crushed",
      "300 g risotto rice",
      "1.2 l vegetable stock",
      "{main}",
      "{finish}",
    ],
    steps: [
      "Warm the stock in a pan. Heat {fatText} in a wide pan and soften the onion for 6 minutes, then add the garlic for 1 minute.",
      "Stir in the rice for 1 minute until glossy, then add a ladleful of stock. Keep adding stock as it is absorbed, stirring often, for 18–20 minutes.",
      "{mainStep}",
      "When the rice is tender with a little bite, take off the heat, stir in {finishText}, cover and rest for 2 minutes before serving.",
    ],
    slots: { fat: ["2 tbsp olive oil", "1 tbsp butter"], fatText: "the oil and half the butter" },
    dishes: [
      {
        title: "Pea and Lemon Risotto",
        description: "Sweet peas and lemon zest in a creamy Parmesan risotto. Spring on a plate.",
        slots: {
          main: ["300 g frozen peas", "1 lemon, zested and juiced"],
          mainStep: "Add the peas and lemon zest for the last 4 minutes.",
          finish: "40 g Parmesan, grated",
          finishText: "the rest of the butter, the Parmesan and lemon juice",
        },
      },
      {
        title: "Roasted Butternut and Sage Risotto",
        description: "Caramelised squash stirred into risotto with crisp sage leaves. Autumn's best dinner.",
        cook: 40,
        slots: {
          main: ["1/2 butternut squash, peeled and diced", "8 sage leaves"],
          mainStep:
            "Meanwhile, roast the squash with a little oil at 200°C (180°C fan) for 25 minutes. Fry the sage in a little oil until crisp. Stir half the squash into the rice.",
          finish: "40 g Parmesan, grated",
          finishText: "the rest of the butter and the Parmesan, then top with the remaining squash and sage",
        },
      },
      {
        title: "Prawn and Courgette Risotto",
        description: "Juicy prawns, courgette and lemon in a light risotto finished with parsley.",
        slots: {
          main: ["300 g raw king prawns", "2 courgettes, diced", "1 lemon, zested"],
          mainStep: "Add the courgettes halfway through, and the prawns and lemon zest for the last 4 minutes.",
          finish: "1 handful flat-leaf parsley, chopped",
          finishText: "the rest of the butter and the parsley",
        },
      },
      {
        title: "Vegan Mushroom and Thyme Risotto",
        description: "Golden mushrooms and thyme in a creamy risotto made with olive oil and nutritional yeast.",
        slots: {
          fat: "3 tbsp olive oil",
          fatText: "2 tbsp of the oil",
          main: ["400 g chestnut mushrooms, sliced", "3 sprigs thyme, leaves picked"],
          mainStep:
            "Meanwhile, fry the mushrooms and thyme in the rest of the oil for 8 minutes until golden, then stir into the rice.",
          finish: ["3 tbsp nutritional yeast", "1 handful flat-leaf parsley, chopped"],
          finishText: "the nutritional yeast and parsley",
        },
      },
    ],
  },
];
