import type { TCollectionVisibility } from "#core/collections/collection.schema.ts";

/** The demo sign-in addresses (README.md "Demo accounts"); tests and docs rely on them. */
export const demoAccounts = {
  /** AUTHORIZED_USER: registered, no blog. */
  cook: "cook@demo.ladle.test",
  /** BLOG_CREATOR: blog without paywalled content. */
  creator: "creator@demo.ladle.test",
  /** PAYWALLED_BLOG_CREATOR: blog shortlink `pro`. */
  pro: "pro@demo.ladle.test",
  /** Registered user who subscribes to `pro` (monthly, active: src/db/seed/subscriptions.ts). */
  fan: "fan@demo.ladle.test",
  /** A third creator (BLOG_CREATOR) who writes mostly vegetarian and vegan recipes. */
  greens: "greens@demo.ladle.test",
  /** Ladle's administrator (users.is_admin): sees /admin/analytics. A private profile, no blog. */
  admin: "admin@demo.ladle.test",
} as const;

export type TDemoAccountKey = keyof typeof demoAccounts;

export interface TDemoAccount {
  key: TDemoAccountKey;
  email: string;
  name: string;
  username: string;
  bio: string;
  blog: { title: string; shortlink: string; description: string; hasPaywalledContent: boolean } | null;
  /** Ladle staff; false unless said. */
  isAdmin?: boolean;
  /** A public profile unless said. */
  isPublic?: boolean;
}

export const demoAccountDetails: Record<TDemoAccountKey, TDemoAccount> = {
  cook: {
    key: "cook",
    email: demoAccounts.cook,
    name: "Sam Carter",
    username: "samcooks",
    bio: "Home cook feeding two hungry kids on weeknights. Big fan of one-pan dinners and anything with chilli.",
    blog: null,
  },
  creator: {
    key: "creator",
    email: demoAccounts.creator,
    name: "Maya Brooks",
    username: "mayabrooks",
    bio: "Recipe writer. Reliable dinners for busy evenings, and a cookie tin that is never empty.",
    blog: {
      title: "Maya's Weeknight Table",
      shortlink: "weeknight",
      description: "Fast, dependable recipes for real weeknights: fewer pans, more flavour.",
      hasPaywalledContent: false,
    },
  },
  pro: {
    key: "pro",
    email: demoAccounts.pro,
    name: "Luca Moretti",
    username: "lucamoretti",
    bio: "Former restaurant chef teaching restaurant technique to home cooks. Sunday projects for members.",
    blog: {
      title: "Luca Moretti's Kitchen",
      shortlink: "pro",
      description: "Chef techniques made for home kitchens. Members get the full Sunday projects and desserts.",
      hasPaywalledContent: true,
    },
  },
  fan: {
    key: "fan",
    email: demoAccounts.fan,
    name: "Jess Tran",
    username: "jesstran",
    bio: "Learning to cook one recipe at a time. Currently working through Luca's Sunday projects.",
    blog: null,
  },
  greens: {
    key: "greens",
    email: demoAccounts.greens,
    name: "Nora Patel",
    username: "noragreens",
    bio: "Vegetables first. Colourful, mostly plant-based food that happens to be good for you.",
    blog: {
      title: "Green Bowl",
      shortlink: "greens",
      description: "Vegetarian and vegan recipes with big flavour: soups, salads, curries and bowls.",
      hasPaywalledContent: false,
    },
  },
  admin: {
    key: "admin",
    email: demoAccounts.admin,
    name: "Robin Hale",
    username: "ladleteam",
    bio: "Keeps Ladle running. Mostly here for the soup.",
    blog: null,
    isAdmin: true,
    isPublic: false,
  },
};

/** Who follows whom: the cooks follow every creator, and the creators follow one another a little. */
export const demoFollows: Array<[follower: TDemoAccountKey, followee: TDemoAccountKey]> = [
  ["fan", "pro"],
  ["fan", "creator"],
  ["fan", "greens"],
  ["cook", "creator"],
  ["cook", "pro"],
  ["cook", "greens"],
  ["creator", "greens"],
  ["greens", "creator"],
  ["pro", "creator"],
  ["fan", "cook"],
];

/** Collections by owner, recipes by title (checked when seeding). */
export const demoCollections: Array<{
  owner: TDemoAccountKey;
  name: string;
  description: string;
  visibility?: TCollectionVisibility;
  recipes: string[];
}> = [
  {
    owner: "cook",
    name: "Weeknight dinners",
    description: "On the table in about half an hour.",
    recipes: [
      "Lemon Garlic Sheet-Pan Chicken Thighs",
      "Chicken Fajitas",
      "One-Pot Tomato Basil Pasta",
      "Chickpea and Spinach Coconut Curry",
      "Egg Fried Rice",
      "Honey Soy Chicken Stir-Fry",
    ],
  },
  {
    owner: "cook",
    name: "Soup season",
    description: "",
    recipes: ["Roasted Tomato Soup", "Spiced Red Lentil Soup", "Hearty Minestrone", "Chicken Noodle Soup"],
  },
  {
    owner: "creator",
    name: "Baking",
    description: "Cookies, brownies and cakes for the tin.",
    recipes: [
      "Chewy Chocolate Chip Cookies",
      "Fudgy Chocolate Brownies",
      "Brown Butter Banana Bread",
      "Bakery-Style Blueberry Muffins",
    ],
  },
  {
    owner: "creator",
    name: "Family favourites",
    description: "The ones my family asks for every week.",
    recipes: ["Classic Spaghetti Bolognese", "Creamy Tuscan Chicken", "Fluffy Buttermilk Pancakes", "Chicken Fajitas"],
  },
  {
    owner: "pro",
    name: "Sunday projects",
    description: "Long, slow and worth it.",
    visibility: "paywalled",
    recipes: [
      "Weekend Beef Lasagne",
      "Herb Roast Chicken with Crispy Potatoes",
      "French Onion Soup",
      "Classic Tiramisu",
    ],
  },
  {
    owner: "greens",
    name: "Plant-powered weeknights",
    description: "Vegan dinners that nobody misses the meat in.",
    recipes: [
      "Chickpea and Spinach Coconut Curry",
      "Black Bean Tacos with Mango Salsa",
      "Sweet Potato and Black Bean Chili",
      "Crispy Tofu and Vegetable Stir-Fry",
      "Falafel Bowls with Tahini Sauce",
    ],
  },
  {
    owner: "greens",
    name: "Salad days",
    description: "",
    recipes: ["Greek Village Salad", "Roasted Vegetable Quinoa Salad", "Crunchy Rainbow Slaw with Peanut Dressing"],
  },
  {
    owner: "fan",
    name: "Weeknight dinners",
    description: "",
    recipes: [
      "Thai Green Chicken Curry",
      "Spaghetti Aglio e Olio",
      "Garlic Butter Salmon with Asparagus",
      "Penne alla Vodka",
    ],
  },
  {
    owner: "fan",
    name: "Baking",
    description: "",
    recipes: ["Chewy Chocolate Chip Cookies", "Lemon Drizzle Loaf Cake"],
  },
  {
    owner: "fan",
    name: "Luca's Sunday projects",
    description: "Saving these for long weekends.",
    visibility: "private",
    recipes: ["Weekend Beef Lasagne", "Chicken and Chorizo Paella", "Dark Chocolate Mousse"],
  },
];
