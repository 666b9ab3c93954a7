/** Frequently asked questions, as native details/summary so they work without JavaScript. */
import { Link } from "react-router";
import { ContactLink, ContentPage } from "./components/content-page.tsx";

export const faqsMeta = {
  title: "Frequently asked questions",
  description:
    "Answers about signing in, saving and importing recipes, meal plans, shopping lists and subscriptions on Ladle.",
};

interface TFaq {
  question: string;
  answer: React.ReactNode;
}

const faqs: TFaq[] = [
  {
    question: "What is Ladle?",
    answer: (
      <p>
        Ladle is a home for recipes. Find dishes from cooks and food bloggers, save the ones you like, plan your week
        and get a shopping list built from your plan. <Link to="/why-ladle">Here's why cooks like it.</Link>
      </p>
    ),
  },
  {
    question: "Is Ladle free?",
    answer: (
      <p>
        Yes. Browsing, saving, importing, meal planning and shopping lists are free. Some creators sell subscriptions to
        their exclusive recipes; you'll always see the price before you subscribe, and you never have to.
      </p>
    ),
  },
  {
    question: "How do I sign in? Is there a password?",
    answer: (
      <p>
        No password to remember. <Link to="/auth">Enter your email</Link> and we'll send you a 6-digit code; type it in
        and you're in. The first time, the same code creates your account and we'll ask for a name and a username.
      </p>
    ),
  },
  {
    question: "Can I save recipes from other websites?",
    answer: (
      <p>
        Yes. Paste a link on the <Link to="/recipe/import">import page</Link> and Ladle reads the recipe for you: title,
        ingredients, steps and times, with a link back to the original. If we can't read a page, you can paste the
        recipe text instead. Some bloggers also add a “Save to Ladle” button to their recipes.
      </p>
    ),
  },
  {
    question: "How do meal plans work?",
    answer: (
      <p>
        A meal plan is a week of recipes. Add recipes yourself, or tell Ladle your diet and goals and it suggests a plan
        you can tweak, swap and regenerate. You can copy plans that creators publish, too.
      </p>
    ),
  },
  {
    question: "How does the shopping list work?",
    answer: (
      <p>
        Add a recipe or a whole meal plan and Ladle adds the ingredients to your list, scaled to your servings and with
        duplicates combined, so two recipes needing onions become one line. Tick items off as you shop, or send the list
        to a grocery partner.
      </p>
    ),
  },
  {
    question: "Can I keep my profile private?",
    answer: (
      <p>
        Yes. Choose a public or private profile when you sign up, and change it any time from{" "}
        <Link to="/me/edit">your profile settings</Link>. With a private profile, people ask to follow you and only see
        your public recipes and collections once you approve them.
      </p>
    ),
  },
  {
    question: "I write a food blog. Can I publish on Ladle?",
    answer: (
      <p>
        Please do. Start a blog from your profile: your banner, categories, featured recipes, collections and meal
        plans, and recipes that cooks can save, plan and shop with. Start with{" "}
        <Link to="/for-bloggers/about">Ladle for bloggers</Link>.
      </p>
    ),
  },
  {
    question: "How do creator subscriptions work?",
    answer: (
      <p>
        Some creators keep part of their blog for subscribers: recipes, collections and meal plans. Everyone can see the
        titles and photos; subscribers get the full recipes. Payments go through Stripe, and you can cancel any time
        from <Link to="/me/subscriptions">your subscriptions</Link>; you keep access until the end of the period you
        paid for.
      </p>
    ),
  },
  {
    question: "Is there an app?",
    answer: (
      <p>
        Ladle installs from your browser, on a phone or a computer, and then opens from your home screen like any other
        app. <Link to="/download">Here's how to install it</Link>. It's the same Ladle you sign in to here, so
        everything you save is there too.
      </p>
    ),
  },
  {
    question: "How do I delete my account?",
    answer: (
      <p>
        Sign in and go to <Link to="/me/delete">Delete your account</Link>. It removes your profile and everything
        you've created. If you can't sign in, see <Link to="/data-deletion-requests">deleting your data</Link>.
      </p>
    ),
  },
];

export function FaqsPage() {
  return (
    <ContentPage eyebrow="Help" title="Frequently asked questions" lead="Quick answers to what people ask us most.">
      <div className="faq-list">
        {faqs.map((faq) => (
          <details key={faq.question} className="faq">
            <summary>{faq.question}</summary>
            <div className="faq__answer">{faq.answer}</div>
          </details>
        ))}
      </div>
      <p className="content-note">
        Didn't find your answer? Email <ContactLink kind="support" subject="Question about Ladle" /> and a real person
        will reply. Found something broken? Tell us at <ContactLink kind="bugs" subject="Bug report" />.
      </p>
    </ContentPage>
  );
}
