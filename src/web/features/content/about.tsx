/** About Ladle and Why Ladle: who we are and what Ladle does for a cook. */
import { CalendarDays, ChefHat, Heart, Search, ShoppingBasket, Users } from "lucide-react";
import { Link } from "react-router";
import { ContactLink, ContentCta, ContentPage, FeatureList } from "./components/content-page.tsx";

export const aboutUsMeta = {
  title: "About Ladle",
  description:
    "Ladle brings together recipes from cooks and food bloggers, meal plans for the week and a shopping list that writes itself.",
};

export function AboutUsPage() {
  return (
    <ContentPage
      eyebrow="About us"
      title="About Ladle"
      lead="We built Ladle for the question everyone asks around six o'clock: what can I cook tonight?"
    >
      <h2>Why we started</h2>
      <p>
        Good recipes are everywhere: in food blogs, in saved links, in screenshots, in a notebook on the counter.
        Getting from “that looks good” to dinner on the table still meant juggling tabs, scribbling shopping lists and
        guessing how much of everything to buy.
      </p>
      <p>
        Ladle puts it all in one place. Find a recipe, save it, plan your week with it and take a shopping list to the
        shop, without losing track of who wrote it.
      </p>

      <h2>What we believe</h2>
      <ul>
        <li>
          <strong>Recipes belong to the people who write them.</strong> Every recipe on Ladle keeps its author's name,
          and imported recipes link back to where they came from.
        </li>
        <li>
          <strong>Cooking should feel calm.</strong> Big photos, clear steps, quantities that scale, and nothing jumping
          around while your hands are covered in flour.
        </li>
        <li>
          <strong>Creators deserve a living.</strong> Food bloggers can publish on Ladle for free, and those who want to
          can sell subscriptions to their best work.
        </li>
        <li>
          <strong>Your kitchen is your business.</strong> We collect what we need to run Ladle and nothing more. Read
          our <Link to="/privacy-policy">privacy policy</Link> for the details.
        </li>
      </ul>

      <h2>Who we are</h2>
      <p>
        Ladle is made by a small team of home cooks, recipe developers and engineers. We use it every day to plan our
        own weeks, and we read every message we get.
      </p>

      <h2>Say hello</h2>
      <p>
        Questions, ideas or a recipe you think we'd love? Write to <ContactLink subject="Hello from a Ladle cook" />.
        Food blogger? Start with <Link to="/for-bloggers/about">Ladle for bloggers</Link>.
      </p>
    </ContentPage>
  );
}

export const whyLadleMeta = {
  title: "Why Ladle",
  description:
    "Every recipe in one place, a week planned in minutes and a shopping list that writes itself. Here's why cooks choose Ladle.",
};

const reasons = [
  {
    icon: Search,
    title: "Every recipe in one place",
    text: "Save recipes from Ladle's creators, import them from most recipe websites, or type in Grandma's. Search them by ingredient, diet or time.",
  },
  {
    icon: CalendarDays,
    title: "A week planned in minutes",
    text: "Add recipes to a meal plan, or let Ladle suggest one around your diet and goals. Swap anything you don't fancy.",
  },
  {
    icon: ShoppingBasket,
    title: "A shopping list that writes itself",
    text: "Ladle adds up the ingredients from your plan and combines the duplicates. Tick things off in the shop, or send the list to a grocery partner.",
  },
  {
    icon: ChefHat,
    title: "Made for cooking, not scrolling",
    text: "Ingredients first, steps with big numbers, quantities that scale to the servings you need and tick boxes as you go.",
  },
  {
    icon: Users,
    title: "Cooks and creators you trust",
    text: "Follow food bloggers and friends, and see what they're cooking. Every recipe keeps its author's name.",
  },
  {
    icon: Heart,
    title: "Free to cook with",
    text: "Browsing, saving, planning and shopping are free. Some creators offer subscriptions for their exclusive recipes.",
  },
] as const;

export function WhyLadlePage() {
  return (
    <ContentPage
      eyebrow="Why Ladle"
      title="Less juggling, more cooking"
      lead="Ladle takes you from “what can I cook?” to dinner on the table, and keeps the good recipes coming back."
    >
      <FeatureList items={reasons} />
      <ContentCta
        primary={{ to: "/", label: "Find something to cook" }}
        secondary={{ to: "/faqs", label: "Read the FAQs" }}
      />
    </ContentPage>
  );
}
