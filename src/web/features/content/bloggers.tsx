/** Pages for food bloggers: what Ladle offers them, and subscriptions. */
import { BookOpen, CalendarDays, Lock, ShoppingBasket, Sparkles, Users } from "lucide-react";
import { Link } from "react-router";
import { ContactLink, ContentCta, ContentPage, FeatureList } from "./components/content-page.tsx";

export const bloggersAboutMeta = {
  title: "Ladle for bloggers",
  description:
    "Publish your recipes on Ladle, reach cooks who save, plan and shop with them, and sell subscriptions to your best work.",
};

const bloggerBenefits = [
  {
    icon: BookOpen,
    title: "A blog that cooks actually use",
    text: "Your recipes, categories and featured picks on a clean, fast page with your name on every recipe. No pop-ups, no clutter.",
  },
  {
    icon: CalendarDays,
    title: "Into people's weeks",
    text: "Cooks save your recipes, add them to meal plans and come back to them. You can publish meal plans of your own, too.",
  },
  {
    icon: ShoppingBasket,
    title: "Onto shopping lists",
    text: "Ingredients scale to any serving size and land on readers' shopping lists, ready for the shop or a grocery partner.",
  },
  {
    icon: Users,
    title: "Followers who hear from you",
    text: "Readers follow you and see your new recipes first. Connect your email list with ConvertKit to grow both together.",
  },
  {
    icon: Lock,
    title: "Paid subscriptions when you're ready",
    text: "Keep your best recipes and meal plans for subscribers. Everyone sees a teaser; subscribers get the whole thing.",
  },
  {
    icon: Sparkles,
    title: "Bring what you already have",
    text: "Import recipes from your existing site in a few clicks, and add a “Save to Ladle” button to your WordPress recipes.",
  },
] as const;

export function BloggersAboutPage() {
  return (
    <ContentPage
      eyebrow="For bloggers"
      title="Your recipes deserve a kitchen, not a sidebar"
      lead="Ladle gives food bloggers a home where readers don't just read recipes: they save them, plan with them and cook them."
    >
      <FeatureList items={bloggerBenefits} />

      <h2>How to start</h2>
      <ol>
        <li>
          <Link to="/auth">Create your Ladle account</Link> with your email.
        </li>
        <li>Set up your blog: a name, a short description and the address readers will use.</li>
        <li>Add or import your recipes, and feature the ones you're proudest of.</li>
        <li>
          Optional: <Link to="/get-started-wordpress">add the save button to WordPress</Link> and{" "}
          <Link to="/for-bloggers/subscriptions">switch on subscriptions</Link>.
        </li>
      </ol>

      <ContentCta
        primary={{ to: "/auth", label: "Get started free" }}
        secondary={{ to: "/for-bloggers/subscriptions", label: "How subscriptions work" }}
      />
      <p className="content-note">
        Questions, or moving a big archive? Email <ContactLink subject="Blogging on Ladle" /> and we'll help.
      </p>
    </ContentPage>
  );
}

export const bloggerSubscriptionsMeta = {
  title: "Sell subscriptions on Ladle",
  description:
    "Turn your best recipes into a monthly income: paywalled recipes and meal plans, teasers for everyone, payouts every month.",
};

export function BloggerSubscriptionsPage() {
  return (
    <ContentPage
      eyebrow="For bloggers"
      title="Get paid for your best recipes"
      lead="Subscriptions let your most loyal readers support your work, and get something special in return."
    >
      <h2>How it works</h2>
      <ol>
        <li>
          <strong>Choose what's for subscribers.</strong> Mark recipes, collections or meal plans as subscriber-only.
          Everything else stays free.
        </li>
        <li>
          <strong>Set your price.</strong> Pick a monthly price that feels right for your readers.
        </li>
        <li>
          <strong>Readers see a teaser.</strong> Subscriber-only recipes show their title and photo to everyone, with a
          lock. The ingredients and steps are for subscribers only.
        </li>
        <li>
          <strong>They subscribe in a couple of taps.</strong> Payments go through our secure payment provider, and
          subscribers can cancel any time.
        </li>
        <li>
          <strong>You get paid every month.</strong> Your dashboard shows subscribers, earnings and a month-by-month
          history, and payouts go straight to your bank account.
        </li>
      </ol>

      <h2>What it costs</h2>
      <p>
        Starting a blog on Ladle is free. When you sell subscriptions, Ladle keeps a share of each payment and the
        payment provider charges its processing fee. You'll see the exact split before you switch subscriptions on;
        there are no setup fees.
      </p>

      <h2>Good to know</h2>
      <ul>
        <li>Your subscribers are yours: you can see who subscribes and thank them.</li>
        <li>You can reorder your subscriber collections so the best ones come first.</li>
        <li>Subscriber-only recipes never appear in full in search results, feeds or shared links.</li>
      </ul>

      <ContentCta
        primary={{ to: "/auth", label: "Start your blog" }}
        secondary={{ to: "/for-bloggers/about", label: "Ladle for bloggers" }}
      />
      <p className="content-note">
        Want to talk it through first? Email <ContactLink subject="Subscriptions on Ladle" />.
      </p>
    </ContentPage>
  );
}
