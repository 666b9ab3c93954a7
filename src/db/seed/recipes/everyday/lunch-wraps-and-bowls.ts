import type { TDishFamily } from "../kitchen/dish-family.ts";

/** Lunches in hand or in a bowl: wraps, rice paper rolls, jacket potatoes, fritters and poke bowls. */
export const wrapAndBowlFamilies: TDishFamily[] = [
  {
    authors: ["pro", "creator", "greens"],
    courses: ["lunch"],
    cuisines: ["Mediterranean"],
    servings: 2,
    prep: 10,
    cook: 10,
    ingredients: ["{bread}", "{spread}", "{filling}", "{salad}"],
    steps: [
      "{cookStep}",
      "{warmStep}",
      "Spread with {spreadText}. Add the salad, then {fillingText}, and roll up tightly. Halve to serve.",
    ],
    slots: {
      bread: "2 large flour tortillas",
      warmStep: "Warm the tortillas in a dry pan for 20 seconds a side.",
      salad: ["1 handful rocket", "1 tomato, sliced"],
    },
    dishes: [
      {
        title: "Hummus and Roasted Vegetable Wraps",
        description: "Smoky roasted peppers and courgette with hummus and rocket, wrapped up for a packable lunch.",
        slots: {
          spread: "6 tbsp hummus",
          spreadText: "the hummus",
          filling: ["1 red pepper, sliced", "1 courgette, sliced", "1 tbsp olive oil", "1 tsp smoked paprika"],
          fillingText: "the roasted vegetables",
          cookStep: "Roast the pepper and courgette with the oil and paprika at 220°C (200°C fan) for 20 minutes.",
        },
        cook: 20,
      },
      {
        title: "Crispy Chickpea and Avocado Wraps",
        description:
          "Smoky pan-crisped chickpeas, smashed avocado and salad in a warm wrap. Vegan and properly filling.",
        slots: {
          spread: ["1 avocado", "1/2 lime, juiced"],
          spreadText: "the avocado mashed with the lime juice",
          filling: [
            "1 can chickpeas, drained (400 g)",
            "1 tbsp olive oil",
            "1 tsp smoked paprika",
            "1 tsp ground cumin",
          ],
          fillingText: "the chickpeas",
          cookStep: "Fry the chickpeas in the oil with the spices for 8 minutes until crisp, and season.",
        },
      },
      {
        title: "Chicken Caesar Wraps",
        description: "Griddled chicken, crisp lettuce, Parmesan and a light yoghurt Caesar dressing in a wrap.",
        cuisines: ["American"],
        slots: {
          spread: ["3 tbsp natural yoghurt", "1 tbsp mayonnaise", "1 tsp Dijon mustard", "2 anchovy fillets, mashed"],
          spreadText: "the dressing (mix the yoghurt, mayonnaise, mustard and anchovies)",
          filling: ["2 chicken breasts", "20 g Parmesan, shaved"],
          fillingText: "the sliced chicken and Parmesan",
          cookStep: "Griddle the chicken for 6 minutes a side until cooked through, rest, then slice.",
          salad: "1 little gem lettuce, shredded",
        },
      },
      {
        title: "Halloumi and Harissa Wraps",
        description: "Golden halloumi with rose harissa, crunchy cabbage and a squeeze of lemon in a warm wrap.",
        cuisines: ["North African"],
        slots: {
          spread: ["2 tbsp rose harissa", "3 tbsp Greek yoghurt"],
          spreadText: "the yoghurt swirled with harissa",
          filling: ["150 g halloumi, sliced", "100 g red cabbage, shredded", "1/2 lemon, juiced"],
          fillingText: "the halloumi and the cabbage tossed with lemon",
          cookStep: "Fry the halloumi in a dry pan for 2 minutes a side until golden.",
        },
      },
      {
        title: "Falafel Pittas with Tahini and Pickled Onion",
        description: "Warm falafel in pittas with quick-pickled onion, salad and a lemony tahini sauce.",
        servings: 4,
        cuisines: ["Middle Eastern"],
        slots: {
          bread: "4 pitta bread",
          spread: ["2 tbsp tahini", "1/2 lemon, juiced", "3 tbsp water"],
          filling: ["12 ready-made falafel", "1/2 red onion, thinly sliced", "2 tbsp red wine vinegar"],
        },
        steps: [
          "Warm the falafel in the oven at 200°C (180°C fan) for 10 minutes. Toss the onion in the vinegar with a pinch of salt and leave to pickle.",
          "Whisk the tahini, lemon juice and water into a pourable sauce.",
          "Warm the pittas in a toaster and split them open.",
          "Fill with the salad, falafel and pickled onion and drizzle with the tahini sauce.",
        ],
      },
      {
        title: "Coronation Chickpea Sandwich",
        description: "A vegan take on coronation chicken: chickpeas in a curried mayo with mango chutney and sultanas.",
        cuisines: ["British"],
        slots: {
          bread: "4 slices wholemeal bread",
          spread: ["3 tbsp vegan mayonnaise", "1 tsp mild curry powder", "1 tbsp mango chutney"],
          filling: ["1 can chickpeas, drained (400 g)", "1 tbsp sultanas"],
        },
        steps: [
          "Roughly mash the chickpeas and mix with the mayonnaise, curry powder, chutney and sultanas. Season.",
          "Spread the mix over two slices of bread, top with the rocket and tomato and the other slices, and cut in half.",
        ],
        cook: 0,
      },
      {
        title: "Tuna Melt Toasties",
        description: "Tuna, sweetcorn and spring onion with melting cheddar, toasted until golden. A quick hot lunch.",
        cuisines: ["American"],
        slots: {
          bread: "4 slices wholemeal bread",
          spread: [
            "1 can tuna in spring water, drained (145 g)",
            "2 tbsp mayonnaise",
            "100 g sweetcorn",
            "2 spring onions, sliced",
          ],
          filling: "60 g cheddar, grated",
          salad: [],
        },
        steps: [
          "Mix the tuna, mayonnaise, sweetcorn and spring onions.",
          "Spread the tuna mix over two slices of bread, scatter with the cheese and top with the other slices.",
          "Toast in a dry frying pan over a medium heat for 3 minutes a side, pressing down, until golden and melting.",
        ],
      },
    ],
  },
  {
    authors: ["greens", "pro"],
    courses: ["lunch", "snack"],
    cuisines: ["Vietnamese"],
    servings: 2,
    prep: 25,
    cook: 5,
    ingredients: {
      "For the rolls": [
        "8 rice paper wrappers",
        "50 g rice vermicelli noodles",
        "{filling}",
        "1 carrot, cut into matchsticks",
        "1 little gem lettuce, leaves separated",
        "1 handful mint leaves",
      ],
      "For dipping": ["{dip}"],
    },
    steps: [
      "Soak the noodles in boiling water for 4 minutes, then drain and cool.",
      "{fillingStep}",
      "Dip a rice paper wrapper in warm water for 10 seconds, lay it on a damp board and fill the lower third with lettuce, noodles, carrot and mint, then {fillingText}.",
      "Fold in the sides and roll up tightly. Repeat, then serve with {dipText}.",
    ],
    dishes: [
      {
        title: "Tofu Rice Paper Rolls with Peanut Dip",
        description:
          "Fresh summer rolls filled with crisp tofu, herbs and noodles, with a creamy peanut dipping sauce.",
        slots: {
          filling: ["150 g firm tofu, cut into strips", "1 tbsp vegetable oil"],
          fillingStep: "Fry the tofu strips in the oil for 6 minutes until golden.",
          fillingText: "the tofu",
          dip: ["2 tbsp peanut butter", "1 tbsp tamari", "1 tbsp lime juice", "3 tbsp water"],
          dipText: "the dip (whisk the peanut butter, tamari, lime juice and water)",
        },
      },
      {
        title: "Prawn Rice Paper Rolls with Nuoc Cham",
        description: "Classic prawn summer rolls with a sharp, sweet and spicy fish sauce dip.",
        slots: {
          filling: "150 g cooked king prawns, halved lengthways",
          fillingStep: "Halve the prawns.",
          fillingText: "the prawns",
          dip: ["2 tbsp fish sauce", "2 tbsp lime juice", "1 tbsp caster sugar", "1 red chilli, finely chopped"],
          dipText: "the nuoc cham (stir the fish sauce, lime juice, sugar and chilli with 2 tbsp water)",
        },
      },
      {
        title: "Mango and Avocado Rice Paper Rolls",
        description: "Sweet mango, creamy avocado and crunchy veg in rice paper, with sweet chilli sauce for dipping.",
        slots: {
          filling: ["1 mango, cut into strips", "1 avocado, sliced"],
          fillingStep: "Slice the mango and avocado.",
          fillingText: "the mango and avocado",
          dip: "4 tbsp sweet chilli sauce",
          dipText: "the sweet chilli sauce",
        },
      },
    ],
  },
  {
    authors: ["cook", "creator"],
    courses: ["lunch", "dinner"],
    cuisines: ["British"],
    servings: 2,
    prep: 10,
    cook: 60,
    ingredients: ["{potato}", "1 tsp olive oil", "{filling}"],
    steps: [
      "Heat the oven to 200°C (180°C fan). Prick the {potatoText}, rub with the oil and a little salt and bake for 50–60 minutes until crisp outside and soft inside.",
      "{fillingStep}",
      "Split the potatoes open and pile in {fillingText}.",
    ],
    slots: { potato: "2 baking potatoes", potatoText: "potatoes" },
    dishes: [
      {
        title: "Jacket Potatoes with Tuna and Sweetcorn",
        description: "Fluffy baked potatoes filled with the nation's favourite: tuna, sweetcorn and a little mayo.",
        slots: {
          filling: [
            "1 can tuna in spring water, drained (145 g)",
            "100 g sweetcorn",
            "2 tbsp mayonnaise",
            "2 spring onions, sliced",
          ],
          fillingStep: "Mix the tuna, sweetcorn, mayonnaise and spring onions.",
          fillingText: "the tuna mix",
        },
      },
      {
        title: "Jacket Potatoes with Homemade Beans and Cheese",
        description: "Crisp-skinned jackets topped with smoky homemade beans and grated cheddar.",
        slots: {
          filling: [
            "1 can haricot beans, drained (400 g)",
            "200 g passata",
            "1 tsp smoked paprika",
            "40 g cheddar, grated",
          ],
          fillingStep: "Simmer the beans, passata and paprika for 10 minutes until thick. Season.",
          fillingText: "the beans and top with the cheese",
        },
      },
      {
        title: "Stuffed Sweet Potatoes with Black Beans and Salsa",
        description: "Baked sweet potatoes stuffed with cumin black beans, salsa and avocado. Vegan and filling.",
        cuisines: ["Mexican"],
        slots: {
          potato: "2 sweet potatoes",
          potatoText: "sweet potatoes",
          filling: [
            "1 can black beans, drained (400 g)",
            "1 tsp ground cumin",
            "4 tbsp tomato salsa",
            "1 avocado, diced",
            "1 lime, juiced",
          ],
          fillingStep:
            "Warm the beans with the cumin and a splash of water, then season with half the lime juice. Toss the avocado with the rest.",
          fillingText: "the beans, salsa and avocado",
        },
        cook: 45,
      },
      {
        title: "Jacket Potatoes with Smoked Mackerel and Horseradish Yoghurt",
        description: "Baked potatoes with flaked smoked mackerel, dill and a punchy horseradish yoghurt.",
        slots: {
          filling: [
            "2 smoked mackerel fillets, flaked",
            "4 tbsp Greek yoghurt",
            "1 tbsp horseradish sauce",
            "1 tbsp dill, chopped",
          ],
          fillingStep: "Mix the yoghurt with the horseradish and dill.",
          fillingText: "the mackerel and the horseradish yoghurt",
        },
      },
    ],
  },
  {
    authors: ["creator", "greens", "pro"],
    courses: ["lunch"],
    cuisines: ["British"],
    servings: 2,
    prep: 15,
    cook: 15,
    ingredients: {
      "For the fritters": ["{veg}", "{binder}", "1 tsp baking powder", "2 spring onions, sliced"],
      "To cook and serve": ["2 tbsp olive oil", "{side}"],
    },
    steps: [
      "{vegStep}",
      "Mix the vegetables with the spring onions, baking powder and plenty of seasoning, then stir in {binderText}.",
      "Heat the oil in a large frying pan and fry heaped spoonfuls for 3 minutes a side until golden and set. Drain on kitchen paper.",
      "Serve warm with {sideText}.",
    ],
    dishes: [
      {
        title: "Courgette and Feta Fritters",
        description: "Crisp courgette fritters with salty feta and mint, served with garlicky yoghurt.",
        cuisines: ["Greek"],
        slots: {
          veg: ["2 courgettes, grated", "80 g feta, crumbled", "1 handful mint leaves, chopped"],
          vegStep: "Squeeze as much water out of the grated courgette as you can with a clean tea towel.",
          binder: ["2 eggs", "60 g plain flour"],
          binderText: "the eggs and flour",
          side: "4 tbsp Greek yoghurt",
          sideText: "the yoghurt",
        },
      },
      {
        title: "Sweetcorn Fritters with Avocado Salsa",
        description: "Golden corn fritters with a zingy avocado and tomato salsa. Brunch or lunch, both work.",
        cuisines: ["Australian"],
        slots: {
          veg: ["300 g sweetcorn", "1 red chilli, finely chopped"],
          vegStep: "Drain the corn well.",
          binder: ["2 eggs", "80 g plain flour", "4 tbsp milk"],
          binderText: "the eggs, flour and milk",
          side: ["1 avocado, diced", "1 tomato, diced", "1 lime, juiced"],
          sideText: "the avocado, tomato and lime mixed together",
        },
      },
      {
        title: "Gram Flour Vegetable Fritters",
        description:
          "Pakora-style fritters of onion, spinach and potato in spiced chickpea batter. Vegan and gluten-free.",
        cuisines: ["Indian"],
        slots: {
          veg: ["1 onion, thinly sliced", "1 potato, grated", "1 handful baby spinach, shredded", "1 tsp cumin seeds"],
          vegStep: "Squeeze the grated potato dry.",
          binder: ["100 g gram flour", "80 ml water"],
          binderText: "the gram flour and enough water to make a thick batter",
          side: ["4 tbsp soya yoghurt", "1 handful mint leaves, chopped"],
          sideText: "the yoghurt stirred with mint",
        },
      },
    ],
  },
  {
    authors: ["pro", "greens", "creator"],
    courses: ["lunch", "dinner"],
    cuisines: ["Hawaiian"],
    servings: 2,
    prep: 20,
    cook: 15,
    ingredients: {
      "For the bowls": [
        "150 g sushi rice",
        "{protein}",
        "1 avocado, sliced",
        "1/2 cucumber, diced",
        "1 carrot, grated",
      ],
      "For the dressing": ["2 tbsp tamari", "1 tbsp rice vinegar", "1 tsp sesame oil", "1 tsp honey"],
      "To finish": ["1 tbsp sesame seeds", "2 spring onions, sliced"],
    },
    steps: [
      "Rinse the rice, then simmer with 200 ml water, covered, for 12 minutes. Leave to steam off the heat for 10 minutes.",
      "Whisk the dressing ingredients together.",
      "{proteinStep}",
      "Divide the rice between bowls, top with {proteinText}, avocado, cucumber and carrot, spoon over the rest of the dressing and finish with sesame seeds and spring onions.",
    ],
    dishes: [
      {
        title: "Salmon Poke Bowls",
        description: "Cubes of sashimi-grade salmon in a tamari and sesame dressing over sushi rice with avocado.",
        slots: {
          protein: "250 g sashimi-grade salmon, cubed",
          proteinStep: "Toss the salmon in half the dressing.",
          proteinText: "the salmon",
        },
      },
      {
        title: "Seared Tuna Poke Bowls",
        description: "Tuna steak seared for seconds, sliced and dressed, over rice with crunchy vegetables.",
        slots: {
          protein: ["2 tuna steaks", "1 tsp vegetable oil"],
          proteinStep:
            "Rub the tuna with the oil and sear in a very hot pan for 45 seconds a side. Slice and toss in half the dressing.",
          proteinText: "the tuna",
        },
      },
      {
        title: "Crispy Tofu Poke Bowls",
        description: "Golden tofu in a sticky tamari dressing with sushi rice, edamame and avocado. Gluten-free.",
        slots: {
          protein: ["280 g firm tofu, cubed", "1 tbsp vegetable oil", "100 g frozen edamame beans"],
          proteinStep:
            "Fry the tofu in the oil for 8 minutes until golden on all sides, then toss in half the dressing. Cook the edamame for 3 minutes.",
          proteinText: "the tofu and edamame",
        },
      },
    ],
  },
  {
    authors: ["cook", "creator"],
    courses: ["lunch"],
    cuisines: ["Mexican"],
    servings: 3,
    prep: 10,
    cook: 10,
    ingredients: ["4 flour tortillas", "{filling}", "{cheese}", "2 tbsp tomato salsa"],
    steps: [
      "{fillingStep}",
      "Spread the filling over two tortillas, scatter with {cheeseText} and top with the other tortillas.",
      "Cook one at a time in a dry frying pan for 2–3 minutes a side until crisp and melted. Cut into wedges and serve with salsa.",
    ],
    dishes: [
      {
        title: "Black Bean and Sweetcorn Quesadillas",
        description: "Crisp tortillas stuffed with smoky black beans, corn and melting cheese. Ten-minute lunch.",
        slots: {
          filling: ["1 can black beans, drained (400 g)", "100 g sweetcorn", "1 tsp ground cumin"],
          fillingStep: "Roughly mash the beans with the corn and cumin and season.",
          cheese: "80 g cheddar, grated",
          cheeseText: "the cheese",
        },
      },
      {
        title: "Spinach and Mushroom Quesadillas",
        description: "Garlicky mushrooms and spinach with mozzarella in golden tortillas.",
        slots: {
          filling: [
            "200 g chestnut mushrooms, sliced",
            "2 handfuls baby spinach",
            "1 clove garlic, crushed",
            "1 tbsp olive oil",
          ],
          fillingStep:
            "Fry the mushrooms in the oil for 5 minutes, add the garlic and spinach until wilted, and season.",
          cheese: "100 g grated mozzarella",
          cheeseText: "the mozzarella",
        },
      },
      {
        title: "Chicken and Pepper Quesadillas",
        description: "Leftover chicken, peppers and cheese in crisp tortillas: the best use of a roast.",
        slots: {
          filling: ["200 g cooked chicken, shredded", "1 red pepper, thinly sliced", "1 tsp smoked paprika"],
          fillingStep: "Mix the chicken, pepper and paprika.",
          cheese: "80 g cheddar, grated",
          cheeseText: "the cheese",
        },
      },
    ],
  },
];
