/** Pages for food bloggers: what a blog on Ladle is, and selling subscriptions to it. */
import { BookOpen, CalendarDays, FolderHeart, Lock, Sparkles, Star } from "lucide-react";
import { Link } from "react-router";
import { formatFeePercent, usePlatformFeePercent } from "#web/features/subscriptions/use-platform-fee.ts";
import { BloggerGetStarted } from "./components/blogger-get-started.tsx";
import { ContactLink, ContentCta, ContentPage, FeatureList } from "./components/content-page.tsx";

export const bloggersAboutMeta = {
  title: "Ladle for bloggers",
  description:
    "A blog on Ladle that looks like your own site: your banner, categories, featured recipes, collections and meal plans, with subscriptions for your best work.",
};

const bloggerBenefits = [
  {
    icon: BookOpen,
    title: "A blog that looks like yours",
    text: "Your banner, your avatar and a few lines about you at the top; your recipes underneath, newest first, with a search of your own recipes.",
  },
  {
    icon: FolderHeart,
    title: "Categories and collections",
    text: "Sort your recipes into categories readers can browse, in the order you choose, and show your collections on the blog.",
  },
  {
    icon: Star,
    title: "Featured recipes",
    text: "Pick the recipes you're proudest of and put them first. Readers land on them before anything else.",
  },
  {
    icon: CalendarDays,
    title: "Meal plans on your blog",
    text: "Publish a week of your recipes as a meal plan. Readers copy it into their own week and shop for it in one go.",
  },
  {
    icon: Lock,
    title: "Paid subscriptions when you're ready",
    text: "Turn on paywalled content and keep recipes, collections and meal plans for subscribers. Everyone else sees a teaser.",
  },
  {
    icon: Sparkles,
    title: "Bring what you already have",
    text: "Import recipes from your existing site, and add a “Save to Ladle” button to your WordPress recipes.",
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
        <li>
          Start your blog from your profile: a name, a few lines about it, and a shortlink, the address subscribers use
          (an address ending in /p/blogs/ and your shortlink).
        </li>
        <li>Add a banner and an avatar, make your categories, and feature your best recipes.</li>
        <li>
          Add or <Link to="/recipe/import">import</Link> your recipes; each one you write goes on your blog.
        </li>
        <li>
          Optional: <Link to="/get-started-wordpress">add the save button to WordPress</Link> and{" "}
          <Link to="/for-bloggers/subscriptions">sell subscriptions</Link>.
        </li>
      </ol>

      <ContentCta
        primary={<BloggerGetStarted page="about" />}
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
    "Paywalled recipes, collections and meal plans for your subscribers, a monthly price and an optional yearly one, payouts through Stripe, and a dashboard of subscribers and earnings.",
};

export function BloggerSubscriptionsPage() {
  const fee = formatFeePercent(usePlatformFeePercent());
  return (
    <ContentPage
      eyebrow="For bloggers"
      title="Get paid for your best recipes"
      lead="Subscriptions let your most loyal readers support your work, and get something special in return."
    >
      <h2>How it works</h2>
      <ol>
        <li>
          <strong>Turn on paywalled content.</strong> One switch on Your blog. Then mark recipes, collections or meal
          plans as for subscribers; everything else stays free.
        </li>
        <li>
          <strong>Set your prices.</strong> A monthly price, and a yearly one too if you like, from $1 to $1,000.
        </li>
        <li>
          <strong>Readers see a teaser.</strong> Subscriber-only recipes show their title and photo to everyone, with a
          lock; a subscribers' meal plan shows how many recipes it holds. The ingredients and steps are for subscribers
          only.
        </li>
        <li>
          <strong>They subscribe on your blog.</strong> Payments go through Stripe, and subscribers can cancel any time
          from their subscriptions page.
        </li>
        <li>
          <strong>You get paid.</strong> Payouts go through Stripe to your bank account, and your dashboard shows your
          subscribers, your earnings and a month-by-month history.
        </li>
      </ol>

      <h2>What it costs</h2>
      <p>
        Starting a blog on Ladle is free, and so is everything on it that isn't for subscribers. When a reader pays,
        Ladle keeps {fee} of the payment and Stripe charges its processing fee; your dashboard shows what you earned
        after Ladle's fee.
      </p>

      <h2>Good to know</h2>
      <ul>
        <li>
          Connect <Link to="/integrations/convertkit">ConvertKit</Link> and new subscribers join your email list, so you
          can thank them.
        </li>
        <li>You choose the order of the collections on your blog, so the best ones come first.</li>
        <li>Subscriber-only recipes never appear in full in search results, feeds, blogs or shared links.</li>
      </ul>

      <ContentCta
        primary={<BloggerGetStarted page="subscriptions" />}
        secondary={{ to: "/for-bloggers/about", label: "Ladle for bloggers" }}
      />
      <p className="content-note">
        Want to talk it through first? Email <ContactLink subject="Subscriptions on Ladle" />.
      </p>
    </ContentPage>
  );
}
