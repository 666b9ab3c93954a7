import type { TDishFamily } from "../kitchen/dish-family.ts";

/** Bigger snacks: trail mixes, flapjacks and snack plates for hungry afternoons. */
export const snackPlateAndBakeFamilies: TDishFamily[] = [
  {
    authors: ["greens", "cook"],
    courses: ["snack"],
    cuisines: ["American"],
    servings: 6,
    prep: 5,
    cook: 0,
    ingredients: ["{nuts}", "{fruit}", "{extra}"],
    steps: [
      "Mix everything together in a bowl.",
      "Divide into six small pots or bags. It keeps for 2 weeks in an airtight jar.",
    ],
    dishes: [
      {
        title: "Cranberry and Cashew Trail Mix",
        description:
          "Cashews, almonds, dried cranberries and dark chocolate chips. The hiking snack, for the desk drawer too.",
        slots: {
          nuts: ["80 g cashews", "80 g almonds"],
          fruit: "80 g dried cranberries",
          extra: "40 g dark chocolate chips",
        },
      },
      {
        title: "Nut-Free Seed and Apricot Trail Mix",
        description: "Pumpkin and sunflower seeds with apricots, raisins and coconut. Safe for nut-free schools.",
        slots: {
          nuts: ["80 g pumpkin seeds", "80 g sunflower seeds"],
          fruit: ["80 g dried apricots, chopped", "40 g raisins"],
          extra: "30 g desiccated coconut",
        },
      },
    ],
  },
  {
    authors: ["creator", "greens", "cook"],
    courses: ["snack"],
    cuisines: ["British"],
    servings: 12,
    yieldText: "12 bars",
    prep: 10,
    cook: 25,
    ingredients: ["250 g rolled oats", "{fat}", "{sweet}", "{extra}"],
    steps: [
      "Heat the oven to 180°C (160°C fan) and line a 20 cm square tin.",
      "Melt {fatText}, then stir in the oats{extraText}.",
      "Press firmly into the tin and bake for 20–25 minutes until golden at the edges.",
      "Cool in the tin, then cut into 12 bars.",
    ],
    dishes: [
      {
        title: "Golden Syrup Flapjacks",
        description: "Chewy, buttery, golden flapjacks, exactly like the ones from the school bake sale.",
        slots: {
          fat: "150 g butter",
          sweet: ["120 g golden syrup", "80 g soft brown sugar"],
          fatText: "the butter, syrup and sugar together in a pan",
          extra: [],
          extraText: " and a pinch of salt",
        },
      },
      {
        title: "Vegan Banana Oat Bars",
        description:
          "Soft oat bars sweetened with banana and dates, with seeds for crunch. No butter, no refined sugar.",
        slots: {
          fat: "4 tbsp coconut oil",
          sweet: ["2 ripe bananas, mashed", "6 medjool dates, chopped"],
          fatText: "the coconut oil in a pan, take off the heat and mash in the banana and dates",
          extra: ["40 g pumpkin seeds", "1 tsp ground cinnamon"],
          extraText: ", seeds and cinnamon",
        },
      },
      {
        title: "Peanut Butter Oat Bars",
        description: "Oats, peanut butter and maple syrup pressed into chewy bars. Vegan and very moreish.",
        slots: {
          fat: ["120 g peanut butter", "2 tbsp coconut oil"],
          sweet: "100 ml maple syrup",
          fatText: "the peanut butter, coconut oil and maple syrup together in a pan",
          extra: "40 g dark chocolate chips",
          extraText: ". Once it has cooled a little, stir in the chocolate chips",
        },
      },
    ],
  },
  {
    authors: ["greens", "creator"],
    courses: ["snack", "lunch"],
    cuisines: ["Mediterranean"],
    servings: 2,
    prep: 10,
    cook: 5,
    ingredients: ["{dip}", "{bread}", "{veg}", "{extra}"],
    steps: ["{prepStep}", "Arrange everything on a board or two plates and dig in."],
    dishes: [
      {
        title: "Hummus and Pitta Snack Plate",
        description: "Hummus, warm pitta, olives and crunchy vegetables: a mezze plate for one hungry afternoon.",
        slots: {
          dip: "150 g hummus",
          bread: "2 pitta bread",
          veg: ["1 carrot, cut into sticks", "1/2 cucumber, cut into sticks"],
          extra: "40 g Kalamata olives",
          prepStep: "Warm the pittas and cut into strips.",
        },
      },
      {
        title: "Guacamole and Tortilla Chip Plate",
        description: "A quick chunky guacamole with tortilla chips and cherry tomatoes. Snack or lazy lunch.",
        cuisines: ["Mexican"],
        slots: {
          dip: ["1 avocado", "1 lime, juiced", "1/2 red onion, finely chopped"],
          bread: "60 g tortilla chips",
          veg: "150 g cherry tomatoes",
          extra: "1 handful coriander leaves, chopped",
          prepStep: "Mash the avocado with the lime juice, onion and coriander and season.",
        },
        cook: 0,
      },
      {
        title: "Cheese and Oatcake Snack Plate",
        description:
          "Mature cheddar, oatcakes, apple and a spoon of chutney. The British ploughman's, shrunk to a snack.",
        cuisines: ["British"],
        slots: {
          dip: "1 tbsp mango chutney",
          bread: "6 oatcakes",
          veg: "1 apple, sliced",
          extra: "60 g mature cheddar, sliced",
          prepStep: "Slice the apple and cheese.",
        },
        cook: 0,
      },
    ],
  },
];
