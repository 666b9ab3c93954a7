import type { TDishFamily } from "../kitchen/dish-family.ts";

/** Snacks between meals and the sides that round a dinner out. */
export const snackAndSideFamilies: TDishFamily[] = [
  {
    authors: ["greens", "cook"],
    courses: ["snack"],
    cuisines: ["Middle Eastern"],
    servings: 6,
    prep: 10,
    cook: 0,
    ingredients: {
      "For the dip": ["{main}", "2 tbsp tahini", "1 lemon, juiced", "1 clove garlic", "3 tbsp olive oil", "{extra}"],
      "To dip": ["2 carrots, cut into sticks", "1 cucumber, cut into sticks"],
    },
    steps: [
      "{prepStep}",
      "Blend everything for the dip with 2–3 tbsp cold water until very smooth, and season.",
      "Spoon into a bowl, drizzle with a little more oil and serve with the vegetable sticks.",
    ],
    dishes: [
      {
        title: "Roasted Red Pepper Hummus",
        description: "Smoky, sweet and silky: hummus blended with roasted red peppers and smoked paprika.",
        slots: {
          main: "1 can chickpeas, drained (400 g)",
          extra: ["150 g jarred roasted red peppers", "1 tsp smoked paprika"],
          prepStep: "Drain the peppers well.",
        },
      },
      {
        title: "Beetroot Hummus",
        description: "A shocking-pink hummus with sweet beetroot and cumin. Brilliant on a snack board.",
        slots: {
          main: "1 can chickpeas, drained (400 g)",
          extra: ["200 g cooked beetroot", "1 tsp ground cumin"],
          prepStep: "Roughly chop the beetroot.",
        },
      },
      {
        title: "Butter Bean and Rosemary Dip",
        description:
          "Creamy butter beans blended with rosemary, lemon and garlic. Lighter than hummus and just as good.",
        slots: {
          main: "1 can butter beans, drained (400 g)",
          extra: "1 sprig rosemary, leaves finely chopped",
          prepStep: "Strip and finely chop the rosemary.",
        },
      },
      {
        title: "Edamame and Mint Dip",
        description: "Bright green edamame blended with mint and lemon. Protein-packed and fresh.",
        slots: {
          main: "250 g frozen edamame beans",
          extra: "1 handful mint leaves",
          prepStep: "Cook the edamame in boiling water for 3 minutes, then cool under cold water.",
        },
        cook: 3,
      },
    ],
  },
  {
    authors: ["greens", "creator"],
    courses: ["snack"],
    cuisines: ["American"],
    servings: 12,
    yieldText: "12 balls",
    prep: 15,
    cook: 0,
    total: 45,
    ingredients: ["200 g medjool dates, pitted", "{base}", "{flavour}", "{coat}"],
    steps: [
      "Blitz the dates in a food processor to a sticky paste.",
      "Add {baseText} and blitz until the mixture clumps together when pressed.",
      "Roll into 12 balls, then roll in {coatText}. Chill for 30 minutes. They keep for a week in the fridge.",
    ],
    dishes: [
      {
        title: "Cocoa and Seed Energy Balls",
        description:
          "Dates, oats, cocoa and sunflower seeds rolled into fudgy bites. Nut-free, so they can go to school.",
        slots: {
          base: ["80 g rolled oats", "60 g sunflower seeds"],
          flavour: "2 tbsp cocoa powder",
          baseText: "the oats, seeds and cocoa",
          coat: "2 tbsp desiccated coconut",
          coatText: "the coconut",
        },
      },
      {
        title: "Peanut Butter Oat Bites",
        description: "Chewy peanut butter, oat and date bites with a few chocolate chips. Lunchbox heroes.",
        slots: {
          base: ["80 g rolled oats", "3 tbsp peanut butter"],
          flavour: "2 tbsp dark chocolate chips",
          baseText: "the oats and peanut butter, then pulse in the chocolate chips",
          coat: [],
        },
        steps: [
          "Blitz the dates in a food processor to a sticky paste.",
          "Add the oats and peanut butter and blitz until the mixture clumps together when pressed, then pulse in the chocolate chips.",
          "Roll into 12 balls and chill for 30 minutes. They keep for a week in the fridge.",
        ],
      },
      {
        title: "Apricot and Coconut Bliss Balls",
        description: "Sweet apricots, coconut and seeds in a chewy, gluten-free and nut-free snack.",
        slots: {
          base: ["100 g dried apricots", "60 g pumpkin seeds", "40 g desiccated coconut"],
          flavour: "1 lemon, zested",
          baseText: "the apricots, seeds, coconut and lemon zest",
          coat: "2 tbsp desiccated coconut",
          coatText: "the extra coconut",
        },
      },
      {
        title: "Almond and Cacao Energy Balls",
        description: "Almonds, dates and cacao nibs in rich, truffle-like bites. Gluten-free and vegan.",
        slots: {
          base: ["120 g almonds", "1 tbsp cocoa powder"],
          flavour: "2 tbsp cacao nibs",
          baseText: "the almonds, cocoa and cacao nibs",
          coat: "1 tbsp cocoa powder",
          coatText: "a little cocoa",
        },
      },
    ],
  },
  {
    authors: ["cook", "greens"],
    courses: ["snack"],
    cuisines: ["American"],
    servings: 4,
    prep: 2,
    cook: 5,
    ingredients: ["1 tbsp vegetable oil", "80 g plain popcorn kernels", "{flavour}"],
    steps: [
      "Heat the oil in a large lidded pan with three kernels. When they pop, add the rest, cover and shake over a medium heat until the popping slows.",
      "Tip into a big bowl and toss with {flavourText} while hot.",
      "{extraStep}",
    ],
    slots: { extraStep: [] },
    dishes: [
      {
        title: "Smoked Paprika and Lime Popcorn",
        description: "Homemade popcorn with smoky paprika, lime zest and sea salt. A film-night upgrade.",
        slots: {
          flavour: ["1 tbsp olive oil", "1 tsp smoked paprika", "1 lime, zested", "1 pinch salt"],
          flavourText: "the olive oil, paprika, lime zest and salt",
        },
      },
      {
        title: "Maple Cinnamon Popcorn",
        description: "Sweet, crunchy popcorn with maple syrup and cinnamon, baked for 5 minutes until crisp.",
        cook: 10,
        slots: {
          flavour: ["2 tbsp maple syrup", "1 tsp ground cinnamon", "1 tbsp coconut oil"],
          flavourText: "the maple syrup, cinnamon and melted coconut oil",
          extraStep:
            "Spread on a lined tray and bake at 160°C (140°C fan) for 5 minutes until crisp. Leave to cool before eating.",
        },
      },
      {
        title: "Parmesan and Black Pepper Popcorn",
        description: "Salty Parmesan and cracked pepper on buttery popcorn. Dangerously moreish.",
        slots: {
          flavour: ["1 tbsp butter", "30 g Parmesan, finely grated", "1 tsp black pepper"],
          flavourText: "the melted butter, Parmesan and pepper",
        },
      },
    ],
  },
  {
    authors: ["cook", "creator", "greens"],
    courses: ["snack"],
    cuisines: ["American"],
    servings: 2,
    prep: 5,
    cook: 0,
    ingredients: ["4 rice cakes", "{topping}"],
    steps: ["{prepStep}", "Spread or pile onto the rice cakes and eat straight away, before they soften."],
    dishes: [
      {
        title: "Rice Cakes with Smashed Avocado and Chilli",
        description: "Crunchy rice cakes with lime-smashed avocado and chilli flakes. A five-minute gluten-free snack.",
        slots: {
          topping: ["1 avocado", "1/2 lime, juiced", "1 pinch chilli flakes"],
          prepStep: "Mash the avocado with the lime juice and season.",
        },
      },
      {
        title: "Rice Cakes with Peanut Butter and Banana",
        description: "Peanut butter, sliced banana and a pinch of cinnamon on rice cakes. Pre-workout perfect.",
        slots: {
          topping: ["2 tbsp peanut butter", "1 banana, sliced", "1 pinch ground cinnamon"],
          prepStep: "Slice the banana.",
        },
      },
      {
        title: "Rice Cakes with Cottage Cheese and Tomato",
        description: "High-protein cottage cheese, cherry tomatoes and black pepper on crisp rice cakes.",
        slots: {
          topping: ["150 g cottage cheese", "6 cherry tomatoes, sliced", "1 pinch black pepper"],
          prepStep: "Slice the tomatoes.",
        },
      },
    ],
  },
  {
    authors: ["greens", "pro"],
    courses: ["snack"],
    cuisines: ["American"],
    servings: 8,
    prep: 5,
    cook: 15,
    ingredients: ["{base}", "1 tbsp olive oil", "{flavour}"],
    steps: [
      "Heat the oven to 170°C (150°C fan).",
      "Toss {baseText} with the oil{flavourText} and spread on a baking tray.",
      "Roast for 12–15 minutes, stirring halfway, until toasted. Cool completely, then keep in a jar for up to 2 weeks.",
    ],
    dishes: [
      {
        title: "Tamari Roasted Almonds",
        description:
          "Almonds roasted with tamari until salty, savoury and crunchy. Gluten-free and hard to stop eating.",
        slots: {
          base: "250 g almonds",
          baseText: "the almonds",
          flavour: "2 tbsp tamari",
          flavourText: " and tamari",
        },
      },
      {
        title: "Spiced Seed and Coconut Snack Mix",
        description:
          "Pumpkin and sunflower seeds roasted with coconut, cumin and maple. Nut-free and great on salads too.",
        slots: {
          base: ["100 g pumpkin seeds", "100 g sunflower seeds", "40 g desiccated coconut"],
          baseText: "the seeds and coconut",
          flavour: ["1 tsp ground cumin", "1 tbsp maple syrup"],
          flavourText: ", cumin and maple syrup",
        },
      },
    ],
  },
  {
    authors: ["creator", "pro", "greens", "cook"],
    courses: ["side"],
    cuisines: ["British"],
    servings: 4,
    prep: 10,
    cook: 25,
    ingredients: ["{veg}", "2 tbsp olive oil", "{flavour}", "{finish}"],
    steps: [
      "Heat the oven to 220°C (200°C fan).",
      "Toss {vegText} with the oil, {flavourText} and seasoning on a large tray in a single layer.",
      "Roast for {roast} minutes, turning once, until tender and browned at the edges.",
      "Finish with {finishText}.",
    ],
    dishes: [
      {
        title: "Garlic and Lemon Roasted Broccoli",
        description:
          "Broccoli roasted until the edges crisp, with garlic and lemon. The side that converts broccoli sceptics.",
        slots: {
          veg: "2 heads broccoli, cut into florets",
          vegText: "the broccoli",
          flavour: "3 cloves garlic, sliced",
          flavourText: "garlic",
          roast: "15–18",
          finish: "1 lemon, zested and juiced",
          finishText: "the lemon zest and a squeeze of juice",
        },
        cook: 18,
      },
      {
        title: "Cumin Roasted Carrots with Yoghurt",
        description: "Sweet roasted carrots with cumin, on a swoosh of yoghurt with fresh coriander.",
        slots: {
          veg: "600 g carrots, halved lengthways",
          vegText: "the carrots",
          flavour: "2 tsp cumin seeds",
          flavourText: "cumin",
          roast: "25",
          finish: ["4 tbsp Greek yoghurt", "1 handful coriander leaves"],
          finishText: "a swoosh of yoghurt underneath and a scatter of coriander",
        },
      },
      {
        title: "Smoky Sweet Potato Wedges",
        description: "Crisp-edged sweet potato wedges with smoked paprika. The easy side for burgers and chilli.",
        slots: {
          veg: "3 sweet potatoes, cut into wedges",
          vegText: "the wedges",
          flavour: ["1 tsp smoked paprika", "1 tbsp cornflour"],
          flavourText: "paprika, cornflour",
          roast: "25–30",
          finish: "1 pinch salt",
          finishText: "a pinch of salt",
        },
        cook: 30,
      },
      {
        title: "Parmesan Roasted Courgettes",
        description: "Courgette halves roasted under a crisp Parmesan and herb topping.",
        slots: {
          veg: "4 courgettes, halved lengthways",
          vegText: "the courgettes",
          flavour: ["30 g Parmesan, grated", "1 tsp dried oregano"],
          finish: "1 handful basil leaves",
        },
        steps: [
          "Heat the oven to 220°C (200°C fan).",
          "Lay the courgettes cut-side up on a tray, brush with the oil and season.",
          "Sprinkle the cut sides with the Parmesan and oregano and roast for 20 minutes until tender and golden on top.",
          "Scatter with torn basil.",
        ],
        cook: 20,
      },
      {
        title: "Balsamic Roasted Beetroot and Red Onion",
        description: "Beetroot and red onion roasted with balsamic until sticky. Lovely with fish or goat's cheese.",
        slots: {
          veg: ["500 g cooked beetroot, cut into wedges", "2 red onions, cut into wedges"],
          vegText: "the beetroot and onions",
          flavour: ["2 tbsp balsamic vinegar", "2 sprigs thyme"],
          flavourText: "balsamic, thyme",
          roast: "25",
          finish: "1 handful rocket",
          finishText: "a handful of rocket",
        },
      },
    ],
  },
  {
    authors: ["greens", "cook", "pro"],
    courses: ["side"],
    cuisines: ["Indian"],
    servings: 4,
    prep: 5,
    cook: 20,
    ingredients: ["300 g basmati rice", "{liquid}", "{flavour}", "1 pinch salt"],
    steps: [
      "Rinse the rice until the water runs clear.",
      "{flavourStep}",
      "Add the rice with {liquidText}, bring to the boil, then cover and cook on the lowest heat for 12 minutes.",
      "Leave to steam off the heat, still covered, for 5 minutes, then fluff up with a fork.",
    ],
    dishes: [
      {
        title: "Fragrant Coconut Rice",
        description: "Basmati cooked in coconut milk with a little lime. The perfect partner for curries and fish.",
        cuisines: ["Thai"],
        slots: {
          liquid: ["200 ml coconut milk", "300 ml water"],
          liquidText: "the coconut milk and water",
          flavour: "1 lime, zested",
          flavourStep: "Put the lime zest in a saucepan.",
        },
      },
      {
        title: "Pilau Rice",
        description: "Golden, fragrant basmati with whole spices, like your favourite curry house makes.",
        slots: {
          liquid: "550 ml water",
          liquidText: "the water",
          flavour: [
            "1 tbsp vegetable oil",
            "1 onion, finely sliced",
            "4 cardamom pods",
            "1 cinnamon stick",
            "1/2 tsp ground turmeric",
          ],
          flavourStep:
            "Fry the onion in the oil for 8 minutes until golden, then add the whole spices and turmeric for 1 minute.",
        },
        cook: 25,
      },
      {
        title: "Mexican Tomato Rice",
        description: "Rice simmered in tomato and garlic until fluffy and red. Great with tacos and beans.",
        cuisines: ["Mexican"],
        slots: {
          liquid: ["200 g passata", "400 ml vegetable stock"],
          liquidText: "the passata and stock",
          flavour: ["1 tbsp vegetable oil", "1/2 onion, finely chopped", "2 cloves garlic, crushed"],
          flavourStep: "Soften the onion and garlic in the oil for 5 minutes.",
        },
      },
    ],
  },
  {
    authors: ["creator", "greens"],
    courses: ["side"],
    cuisines: ["British"],
    servings: 4,
    prep: 5,
    cook: 8,
    ingredients: ["{veg}", "1 tbsp olive oil", "{flavour}"],
    steps: ["{cookStep}", "Toss with {flavourText}, season and serve straight away."],
    dishes: [
      {
        title: "Garlicky Sautéed Greens",
        description: "Cavolo nero and spinach wilted in olive oil with garlic and chilli. Five minutes, lots of green.",
        slots: {
          veg: ["200 g cavolo nero, shredded", "200 g baby spinach"],
          flavour: ["2 cloves garlic, sliced", "1 pinch chilli flakes", "1/2 lemon, juiced"],
          cookStep:
            "Fry the garlic and chilli in the oil for 1 minute, add the cavolo nero and a splash of water and cook for 4 minutes, then add the spinach until wilted.",
          flavourText: "the lemon juice",
        },
      },
      {
        title: "Sesame Green Beans",
        description: "Crisp-tender green beans tossed with tamari, sesame oil and toasted sesame seeds.",
        cuisines: ["Japanese"],
        slots: {
          veg: "400 g green beans, trimmed",
          flavour: ["1 tbsp tamari", "1 tsp sesame oil", "1 tbsp sesame seeds"],
          cookStep: "Boil the beans for 4 minutes, drain, then toss in a hot pan with the oil for 1 minute.",
          flavourText: "the tamari, sesame oil and seeds",
        },
      },
      {
        title: "Peas with Mint and Spring Onions",
        description: "Sweet peas with spring onions, mint and a little butter. The best five-minute side.",
        slots: {
          veg: "500 g frozen peas",
          flavour: ["4 spring onions, sliced", "1 handful mint leaves, chopped", "1 tbsp butter"],
          cookStep:
            "Soften the spring onions in the oil for 2 minutes, add the peas and a splash of water and cook for 4 minutes.",
          flavourText: "the mint and butter",
        },
      },
    ],
  },
  {
    authors: ["cook", "creator", "greens"],
    courses: ["side"],
    cuisines: ["British"],
    servings: 6,
    prep: 15,
    cook: 0,
    ingredients: ["{veg}", "{dressing}"],
    steps: ["{prepStep}", "Toss with {dressingText}, season and leave for 10 minutes before serving."],
    dishes: [
      {
        title: "Classic Creamy Coleslaw",
        description: "Crunchy cabbage and carrot in a light mayo and yoghurt dressing. The barbecue essential.",
        slots: {
          veg: ["1/2 white cabbage, finely shredded", "2 carrots, grated", "1/2 onion, grated"],
          dressing: ["4 tbsp mayonnaise", "4 tbsp natural yoghurt", "1 tsp Dijon mustard"],
          prepStep: "Shred the cabbage and grate the carrots and onion.",
          dressingText: "the mayonnaise, yoghurt and mustard mixed together",
        },
      },
      {
        title: "Asian-Style Crunchy Slaw",
        description: "Red cabbage, carrot and spring onion in a tangy sesame and lime dressing. Vegan and gluten-free.",
        cuisines: ["Asian"],
        slots: {
          veg: [
            "1/4 red cabbage, finely shredded",
            "2 carrots, cut into matchsticks",
            "4 spring onions, sliced",
            "1 handful coriander leaves",
          ],
          dressing: [
            "2 tbsp rice vinegar",
            "1 tbsp tamari",
            "1 tbsp sesame oil",
            "1 lime, juiced",
            "1 tsp maple syrup",
          ],
          prepStep: "Prepare the vegetables.",
          dressingText: "the dressing ingredients whisked together",
        },
      },
      {
        title: "Smacked Cucumber Salad",
        description: "Cucumbers bashed and dressed with garlic, rice vinegar and chilli oil. Cool, crunchy and punchy.",
        cuisines: ["Chinese"],
        servings: 4,
        slots: {
          veg: "2 cucumbers",
          dressing: [
            "1 clove garlic, crushed",
            "2 tbsp rice vinegar",
            "1 tbsp tamari",
            "1 tbsp chilli oil",
            "1 tsp caster sugar",
          ],
          prepStep:
            "Bash the cucumbers with a rolling pin until they split, then tear into chunks and toss with a pinch of salt.",
          dressingText: "the garlic, vinegar, tamari, chilli oil and sugar",
        },
      },
    ],
  },
];
