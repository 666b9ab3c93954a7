import type { TDishFamily } from "../kitchen/dish-family.ts";

/** Everyday puddings, most of them fruit-first, and drinks hot and cold. */
export const dessertAndDrinkFamilies: TDishFamily[] = [
  {
    authors: ["creator", "greens", "cook"],
    courses: ["dessert"],
    cuisines: ["British"],
    servings: 6,
    prep: 15,
    cook: 35,
    ingredients: {
      "For the fruit": ["{fruit}", "2 tbsp soft brown sugar"],
      "For the topping": ["100 g plain flour", "60 g rolled oats", "70 g soft brown sugar", "{fat}"],
    },
    steps: [
      "Heat the oven to 190°C (170°C fan).",
      "Toss {fruitText} with the 2 tbsp sugar and spread in a baking dish.",
      "Rub {fatText} into the flour until it looks like breadcrumbs, then stir in the oats and sugar. Scatter over the fruit.",
      "Bake for 30–35 minutes until golden and bubbling at the edges. Serve warm.",
    ],
    slots: { fat: "100 g cold butter, diced", fatText: "the butter" },
    dishes: [
      {
        title: "Rhubarb and Strawberry Crumble",
        description: "Tart rhubarb and sweet strawberries under a crisp oat crumble. Spring's best pudding.",
        slots: {
          fruit: ["400 g rhubarb, cut into chunks", "250 g strawberries, halved"],
          fruitText: "the rhubarb and strawberries",
        },
      },
      {
        title: "Plum and Ginger Crumble",
        description: "Jammy plums with a warm hint of ginger under a buttery oat topping.",
        slots: {
          fruit: ["800 g plums, halved and stoned", "1 tsp ground ginger"],
          fruitText: "the plums and ginger",
        },
      },
      {
        title: "Vegan Pear and Blackberry Crumble",
        description: "Soft pears and blackberries with a golden crumble made with coconut oil. Dairy-free comfort.",
        slots: {
          fruit: ["4 pears, peeled and diced", "200 g blackberries"],
          fruitText: "the pears and blackberries",
          fat: "80 g coconut oil",
          fatText: "the solid coconut oil",
        },
      },
    ],
  },
  {
    authors: ["greens", "cook"],
    courses: ["dessert"],
    cuisines: ["American"],
    servings: 4,
    prep: 10,
    cook: 0,
    total: 130,
    ingredients: ["4 ripe bananas, sliced and frozen", "{flavour}"],
    steps: [
      "Freeze the sliced bananas for at least 2 hours.",
      "Blend the frozen banana with {flavourText}, scraping down the sides, until it turns smooth and creamy like soft-serve.",
      "Eat straight away, or freeze for 30 minutes for a firmer scoop.",
    ],
    dishes: [
      {
        title: "Chocolate Banana Nice Cream",
        description: "Frozen bananas blitzed with cocoa into a soft-serve that is just fruit. Vegan and gluten-free.",
        slots: { flavour: ["2 tbsp cocoa powder", "3 tbsp soya milk"], flavourText: "the cocoa and milk" },
      },
      {
        title: "Strawberry Banana Nice Cream",
        description: "Pink, creamy and made from nothing but fruit: frozen banana and strawberries blended smooth.",
        slots: { flavour: ["200 g frozen strawberries", "3 tbsp soya milk"], flavourText: "the strawberries and milk" },
      },
      {
        title: "Mango Passion Fruit Nice Cream",
        description: "Tropical soft-serve of frozen mango and banana, topped with passion fruit.",
        slots: {
          flavour: ["200 g frozen mango", "2 passion fruit, halved"],
        },
        steps: [
          "Freeze the sliced bananas for at least 2 hours.",
          "Blend the frozen banana with the mango, scraping down the sides, until smooth and creamy like soft-serve.",
          "Scoop into bowls and spoon the passion fruit pulp over the top. Eat straight away.",
        ],
      },
    ],
  },
  {
    authors: ["pro", "creator", "greens"],
    courses: ["dessert"],
    cuisines: ["French"],
    servings: 4,
    prep: 10,
    cook: 25,
    ingredients: ["{fruit}", "{sweet}", "{serve}"],
    steps: ["Heat the oven to 190°C (170°C fan).", "{fruitStep}", "Serve warm with {serveText}."],
    dishes: [
      {
        title: "Baked Apples with Sultanas and Cinnamon",
        description:
          "Whole apples stuffed with sultanas, cinnamon and brown sugar and baked until soft. An old-fashioned winner.",
        cuisines: ["British"],
        slots: {
          fruit: ["4 cooking apples, cored", "4 tbsp sultanas", "1 tsp ground cinnamon"],
          sweet: "3 tbsp soft brown sugar",
          fruitStep:
            "Score the apples around their middles, stand them in a dish and stuff with the sultanas mixed with the cinnamon and sugar. Add a splash of water and bake for 30 minutes.",
          serve: "4 tbsp Greek yoghurt",
          serveText: "yoghurt",
        },
        cook: 30,
      },
      {
        title: "Roasted Peaches with Honey and Thyme",
        description: "Peach halves roasted with honey and thyme until jammy, with thick yoghurt.",
        slots: {
          fruit: ["4 peaches, halved and stoned", "2 sprigs thyme"],
          sweet: "2 tbsp honey",
          fruitStep:
            "Put the peaches cut-side up in a dish, drizzle with honey, add the thyme and roast for 20 minutes.",
          serve: "150 g Greek yoghurt",
          serveText: "the yoghurt",
        },
        cook: 20,
      },
      {
        title: "Poached Pears in Spiced Syrup",
        description: "Pears gently poached with cinnamon, orange and vanilla until tender and glossy.",
        slots: {
          fruit: ["4 pears, peeled", "1 orange, zested and juiced", "1 cinnamon stick"],
          sweet: ["60 g caster sugar", "1 tsp vanilla extract", "500 ml water"],
          serve: "4 tbsp coconut yoghurt",
        },
        steps: [
          "Simmer the water, sugar, orange zest and juice, cinnamon and vanilla in a pan until the sugar dissolves.",
          "Add the pears, cover and poach for 20–25 minutes, turning now and then, until tender to the tip of a knife.",
          "Lift out the pears and boil the liquid for 5 minutes until syrupy.",
          "Serve warm with the syrup and a spoon of coconut yoghurt.",
        ],
      },
      {
        title: "Grilled Pineapple with Lime and Mint",
        description: "Caramelised pineapple wedges with lime zest, mint and a drizzle of maple. Fresh and fast.",
        cuisines: ["Caribbean"],
        slots: {
          fruit: ["1 pineapple, peeled and cut into wedges", "1 lime, zested", "1 handful mint leaves"],
          sweet: "2 tbsp maple syrup",
          serve: "4 tbsp coconut yoghurt",
        },
        steps: [
          "Heat a griddle pan until very hot.",
          "Brush the pineapple with the maple syrup and cook for 3 minutes a side until charred.",
          "Serve warm, scattered with the lime zest and mint, with the coconut yoghurt.",
        ],
        cook: 8,
      },
    ],
  },
  {
    authors: ["greens", "pro", "creator"],
    courses: ["dessert"],
    cuisines: ["French"],
    servings: 4,
    prep: 15,
    cook: 5,
    total: 140,
    ingredients: ["{base}", "100 g dark chocolate", "{sweet}", "{top}"],
    steps: [
      "Melt the chocolate in a bowl over a pan of barely simmering water, then cool a little.",
      "{baseStep}",
      "Spoon into four glasses and chill for at least 2 hours until set. Top with {topText}.",
    ],
    dishes: [
      {
        title: "Chocolate Avocado Mousse",
        description: "Silky, rich chocolate mousse made with ripe avocado. Nobody guesses, and it is vegan.",
        slots: {
          base: "2 ripe avocados",
          sweet: ["3 tbsp maple syrup", "2 tbsp cocoa powder"],
          baseStep: "Blend the avocado flesh, melted chocolate, maple syrup and cocoa until completely smooth.",
          top: "100 g raspberries",
          topText: "the raspberries",
        },
      },
      {
        title: "Silken Tofu Chocolate Pots",
        description: "Whipped silken tofu and dark chocolate set into light, creamy pots. Vegan and high in protein.",
        slots: {
          base: "300 g silken tofu",
          sweet: ["2 tbsp maple syrup", "1 tsp vanilla extract"],
          baseStep: "Blend the tofu, melted chocolate, maple syrup and vanilla until smooth.",
          top: "1 orange, zested",
          topText: "orange zest",
        },
      },
      {
        title: "Chocolate Yoghurt Pots with Cherries",
        description: "Greek yoghurt whipped with dark chocolate and topped with cherries. Rich, tangy and quick.",
        slots: {
          base: "400 g Greek yoghurt",
          sweet: "2 tbsp honey",
          baseStep: "Fold the melted chocolate and honey into the yoghurt, leaving a few ripples.",
          top: "150 g frozen cherries, thawed",
          topText: "the cherries",
        },
      },
    ],
  },
  {
    authors: ["cook", "greens", "pro"],
    courses: ["drink"],
    cuisines: ["Indian"],
    servings: 2,
    prep: 5,
    cook: 5,
    ingredients: ["500 ml {milk}", "{flavour}", "{sweet}"],
    steps: [
      "Warm the milk in a small pan with {flavourText}, whisking, until steaming but not boiling.",
      "Whisk in {sweetText}, taste and pour into mugs.",
    ],
    dishes: [
      {
        title: "Golden Turmeric Latte",
        description: "Warm oat milk with turmeric, ginger, cinnamon and black pepper. A cosy, caffeine-free mug.",
        slots: {
          milk: "oat milk",
          flavour: [
            "1 tsp ground turmeric",
            "1/2 tsp ground ginger",
            "1/2 tsp ground cinnamon",
            "1 pinch black pepper",
          ],
          flavourText: "the spices",
          sweet: "1 tbsp maple syrup",
          sweetText: "the maple syrup",
        },
      },
      {
        title: "Proper Hot Chocolate",
        description: "Real melted chocolate whisked into hot milk. Thick, rich and nothing like the powder.",
        cuisines: ["British"],
        slots: {
          milk: "whole milk",
          flavour: "60 g dark chocolate, chopped",
          flavourText: "the chocolate",
          sweet: "1 tsp caster sugar",
          sweetText: "the sugar",
        },
      },
      {
        title: "Vegan Spiced Hot Chocolate",
        description: "Soya milk, cocoa and dark chocolate with cinnamon and a pinch of chilli. Warming to the toes.",
        cuisines: ["Mexican"],
        slots: {
          milk: "soya milk",
          flavour: [
            "2 tbsp cocoa powder",
            "30 g dark chocolate, chopped",
            "1/2 tsp ground cinnamon",
            "1 pinch chilli powder",
          ],
          flavourText: "the cocoa, chocolate and spices",
          sweet: "1 tbsp maple syrup",
          sweetText: "the maple syrup",
        },
      },
    ],
  },
  {
    authors: ["greens", "cook", "creator"],
    courses: ["drink"],
    cuisines: ["Mexican"],
    servings: 4,
    prep: 10,
    cook: 0,
    ingredients: ["{base}", "{flavour}", "1 handful ice cubes"],
    steps: ["{prepStep}", "Pour over ice and serve straight away."],
    dishes: [
      {
        title: "Watermelon Agua Fresca",
        description: "Watermelon blended with lime and strained over ice. The most refreshing drink of summer.",
        slots: {
          base: ["800 g watermelon, cubed", "250 ml water"],
          flavour: ["2 limes, juiced", "1 handful mint leaves"],
          prepStep: "Blend the watermelon, water and lime juice until smooth, then strain into a jug and add the mint.",
        },
      },
      {
        title: "Cucumber and Mint Cooler",
        description: "Cucumber, mint and lime blended and topped with sparkling water. Crisp and barely sweet.",
        cuisines: ["British"],
        slots: {
          base: ["1 cucumber, chopped", "500 ml sparkling water"],
          flavour: ["1 handful mint leaves", "1 lime, juiced", "1 tbsp caster sugar"],
          prepStep:
            "Blend the cucumber, mint, lime juice and sugar with a splash of water, strain into a jug and top up with the sparkling water.",
        },
      },
      {
        title: "Iced Peach Green Tea",
        description: "Green tea steeped with ripe peaches and a little honey, chilled over ice.",
        cuisines: ["American"],
        slots: {
          base: ["4 green tea bags", "1 l boiling water"],
          flavour: ["2 peaches, sliced", "2 tbsp honey"],
          prepStep:
            "Steep the tea bags in the boiling water for 3 minutes, remove, stir in the honey and add the peaches. Chill for at least an hour.",
        },
        total: 70,
      },
      {
        title: "Sparkling Ginger Limeade",
        description: "Fresh ginger and lime syrup topped with sparkling water. Fiery, sharp and alcohol-free.",
        cuisines: ["Caribbean"],
        slots: {
          base: ["5 cm fresh ginger, grated", "750 ml sparkling water"],
          flavour: ["3 limes, juiced", "3 tbsp caster sugar"],
          prepStep:
            "Stir the ginger, lime juice and sugar with 3 tbsp hot water until dissolved, strain into a jug and top up with the sparkling water.",
        },
      },
    ],
  },
  {
    authors: ["cook", "greens"],
    courses: ["drink", "breakfast"],
    cuisines: ["Indian"],
    servings: 2,
    prep: 5,
    cook: 0,
    ingredients: ["{fruit}", "{yoghurt}", "150 ml {milk}", "1 pinch ground cardamom"],
    steps: ["Blend everything until smooth and frothy.", "Pour into glasses and serve chilled."],
    slots: { milk: "milk", yoghurt: "250 g natural yoghurt" },
    dishes: [
      {
        title: "Mango Lassi",
        description:
          "Ripe mango blended with yoghurt and a pinch of cardamom. Cooling with a curry, lovely on its own.",
        slots: { fruit: ["1 mango, chopped", "1 tbsp honey"] },
      },
      {
        title: "Strawberry Lassi",
        description: "Strawberries, yoghurt and milk blended pink and frothy. A fruity twist on the classic.",
        slots: { fruit: ["250 g strawberries, hulled", "1 tbsp honey"] },
      },
      {
        title: "Vegan Banana Date Lassi",
        description: "Banana and dates blended with soya yoghurt and cardamom. Naturally sweet and dairy-free.",
        slots: {
          fruit: ["1 banana", "2 medjool dates, pitted"],
          yoghurt: "250 g soya yoghurt",
          milk: "soya milk",
        },
      },
    ],
  },
];
