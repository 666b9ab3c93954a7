import type { TDishFamily } from "../kitchen/dish-family.ts";

/** Oven dinners for colder nights: mash-topped pies, enchiladas and katsu curries. */
export const pieAndBakeFamilies: TDishFamily[] = [
  {
    authors: ["greens", "pro", "creator"],
    courses: ["dinner"],
    cuisines: ["British"],
    servings: 4,
    prep: 20,
    cook: 50,
    ingredients: {
      "For the filling": ["2 tbsp olive oil", "1 onion, finely chopped", "2 carrots, diced", "{filling}"],
      "For the topping": ["1 kg {topping}, peeled and cut into chunks", "{mash}"],
    },
    steps: [
      "Heat the oven to 200°C (180°C fan).",
      "Soften the onion and carrots in the oil for 8 minutes, then {fillingStep}",
      "Meanwhile, boil the {topping} for 15 minutes until tender, drain and mash with {mashText}. Season well.",
      "Spoon the filling into a baking dish, top with the mash and rough up the surface with a fork. Bake for 25 minutes until golden.",
    ],
    slots: { topping: "potatoes" },
    dishes: [
      {
        title: "Lentil Cottage Pie",
        description:
          "Rich, savoury lentils and mushrooms under fluffy olive oil mash. Vegan comfort food that freezes well.",
        slots: {
          filling: [
            "200 g chestnut mushrooms, chopped",
            "2 tbsp tomato purée",
            "1 can green lentils in water, drained (400 g)",
            "1 tbsp soy sauce",
            "300 ml vegetable stock",
            "1 tsp dried thyme",
          ],
          fillingStep:
            "add the mushrooms for 5 minutes. Stir in the tomato purée, lentils, soy sauce, stock and thyme and simmer for 15 minutes until thick.",
          mash: ["3 tbsp olive oil", "100 ml soya milk"],
          mashText: "the oil and soya milk",
        },
      },
      {
        title: "Classic Cottage Pie",
        description: "Beef mince in a rich gravy under a cheesy mash crust. The family dinner everybody agrees on.",
        slots: {
          filling: ["500 g lean beef mince", "2 tbsp tomato purée", "400 ml beef stock", "1 tsp dried thyme"],
          fillingStep:
            "add the mince and brown for 5 minutes. Stir in the tomato purée, stock and thyme and simmer for 20 minutes until thick.",
          mash: ["2 tbsp butter", "100 ml milk", "50 g cheddar, grated"],
          mashText: "the butter and milk (scatter the cheese over before baking)",
        },
      },
      {
        title: "Creamy Fish Pie",
        description: "Salmon, cod and smoked haddock in a creamy leek sauce under golden mash. A proper Sunday supper.",
        cook: 55,
        slots: {
          filling: [
            "1 leek, sliced",
            "400 g fish pie mix",
            "300 ml milk",
            "2 tbsp plain flour",
            "150 g frozen peas",
            "1 handful flat-leaf parsley, chopped",
          ],
          fillingStep:
            "add the leek for 4 minutes. Stir in the flour, then gradually the milk, and simmer until thick. Fold in the fish, peas and parsley.",
          mash: ["2 tbsp butter", "50 ml milk"],
          mashText: "the butter and milk",
        },
      },
      {
        title: "Sweet Potato-Topped Chickpea Pie",
        description: "Spiced chickpeas and spinach in tomato under a sweet potato mash. Vegan and gluten-free.",
        slots: {
          filling: [
            "2 cans chickpeas, drained (400 g each)",
            "1 can chopped tomatoes (400 g)",
            "2 tsp ground cumin",
            "1 tsp smoked paprika",
            "150 g baby spinach",
          ],
          fillingStep:
            "stir in the chickpeas, tomatoes and spices and simmer for 15 minutes. Stir in the spinach until wilted.",
          topping: "sweet potatoes",
          mash: ["1 tbsp olive oil", "1 tsp ground cumin"],
          mashText: "the oil and cumin",
        },
      },
    ],
  },
  {
    authors: ["creator", "greens", "pro"],
    courses: ["dinner"],
    cuisines: ["Mexican"],
    servings: 4,
    prep: 20,
    cook: 30,
    ingredients: {
      "For the filling": ["1 tbsp olive oil", "1 onion, chopped", "2 tsp ground cumin", "{filling}"],
      "For the sauce": ["500 g passata", "1 tbsp chipotle paste"],
      "To bake": ["8 corn tortillas", "{top}"],
    },
    steps: [
      "Heat the oven to 200°C (180°C fan). Mix the passata and chipotle with a pinch of salt.",
      "Soften the onion in the oil for 6 minutes, add the cumin, then {fillingStep}",
      "Spread a third of the sauce in a baking dish. Fill and roll the tortillas, lay them seam-side down and pour over the rest of the sauce.",
      "Top with {topText} and bake for 20 minutes until bubbling.",
    ],
    dishes: [
      {
        title: "Black Bean and Sweet Potato Enchiladas",
        description:
          "Corn tortillas rolled around sweet potato and black beans, baked in chipotle tomato sauce. Vegan.",
        slots: {
          filling: ["1 sweet potato, diced", "1 can black beans, drained (400 g)"],
          fillingStep: "add the sweet potato and a splash of water, cover and cook for 10 minutes. Stir in the beans.",
          top: ["4 spring onions, sliced", "1 handful coriander leaves"],
          topText: "the spring onions (scatter with coriander once baked)",
        },
      },
      {
        title: "Chicken Enchiladas with Cheese",
        description: "Shredded chicken and peppers in corn tortillas under chipotle sauce and melted cheese.",
        slots: {
          filling: ["300 g cooked chicken, shredded", "1 red pepper, sliced"],
          fillingStep: "add the pepper for 4 minutes and stir in the chicken.",
          top: "100 g cheddar, grated",
          topText: "the cheese",
        },
      },
      {
        title: "Spinach and Ricotta Enchiladas",
        description:
          "Creamy spinach and ricotta rolled in corn tortillas and baked in smoky tomato sauce with mozzarella.",
        slots: {
          filling: ["300 g baby spinach", "250 g ricotta"],
          fillingStep: "wilt the spinach in the pan, squeeze out the water and mix with the ricotta.",
          top: "100 g grated mozzarella",
          topText: "the mozzarella",
        },
      },
    ],
  },
  {
    authors: ["pro", "greens", "creator"],
    courses: ["dinner"],
    cuisines: ["Japanese"],
    servings: 4,
    prep: 20,
    cook: 30,
    ingredients: {
      "For the katsu": ["{main}", "3 tbsp plain flour", "{binder}", "100 g panko", "3 tbsp vegetable oil"],
      "For the sauce": [
        "1 tbsp vegetable oil",
        "1 onion, chopped",
        "2 carrots, chopped",
        "2 tbsp mild curry powder",
        "1 tbsp plain flour",
        "500 ml vegetable stock",
        "1 tbsp soy sauce",
        "1 tbsp maple syrup",
      ],
      "To serve": ["300 g jasmine rice"],
    },
    steps: [
      "For the sauce, soften the onion and carrots in the oil for 10 minutes, stir in the curry powder and flour for 1 minute, then the stock, soy and maple. Simmer for 15 minutes and blend until smooth.",
      "Cook the rice according to the packet.",
      "Dust {mainText} in the flour, dip in {binderText}, then press into the panko.",
      "Fry in the oil for {fryText} until golden and cooked through. Slice and serve on the rice with the sauce.",
    ],
    dishes: [
      {
        title: "Chicken Katsu Curry",
        description:
          "Crisp panko chicken with a silky, mild Japanese curry sauce and rice. A takeaway favourite, made at home.",
        slots: {
          main: "4 chicken breasts, flattened",
          mainText: "the chicken",
          binder: "2 eggs, beaten",
          binderText: "the egg",
          fryText: "4–5 minutes a side",
        },
      },
      {
        title: "Tofu Katsu Curry",
        description: "Golden panko tofu with a mild, sweet curry sauce and rice. Fully vegan.",
        slots: {
          main: "400 g extra-firm tofu, cut into 8 slices",
          mainText: "the tofu",
          binder: "100 ml soya milk",
          binderText: "the soya milk",
          fryText: "2–3 minutes a side",
        },
      },
      {
        title: "Sweet Potato Katsu Curry",
        description: "Thick slices of sweet potato in crisp panko with katsu sauce. Vegan and kid-friendly.",
        slots: {
          main: "2 sweet potatoes, cut into thick slices",
          mainText: "the sweet potato slices (boiled for 5 minutes first and drained)",
          binder: "100 ml soya milk",
          binderText: "the soya milk",
          fryText: "3 minutes a side",
        },
      },
    ],
  },
];
