/** /get-started-wordpress: what the "Save to Ladle" button does and the snippets that add it. */
import { Bookmark, Check, Copy } from "lucide-react";
import { Link } from "react-router";
import { ContactLink, ContentPage } from "#web/features/content/components/content-page.tsx";
import { useCopyText } from "#web/lib/copy-text.ts";

export const wordpressMeta = {
  title: "Add Ladle to WordPress",
  description:
    "Add a “Save to Ladle” button to the recipes on your WordPress blog so readers can save, plan and shop with them.",
};

export function snippetsFor(origin: string) {
  const script = `${origin}/embed/save-button.js`;
  return {
    block: `<script src="${script}" data-ladle-button async></script>`,
    link: `<a data-ladle-save href="${origin}/save_to_ladle">Save to Ladle</a>`,
    footer: `<script src="${script}" async></script>`,
    listing: `<a data-ladle-save data-url="https://yourblog.com/lemon-drizzle-cake/">Save to Ladle</a>`,
  };
}

function Snippet({ label, code }: { label: string; code: string }) {
  const { isCopied, copy: copyText } = useCopyText();
  const copy = () => copyText(code);
  return (
    <figure className="snippet">
      <figcaption className="snippet__label">{label}</figcaption>
      <pre className="snippet__code">
        <code>{code}</code>
      </pre>
      <button type="button" className="page-button page-button--quiet snippet__copy" onClick={copy}>
        {isCopied ? <Check size={18} aria-hidden="true" /> : <Copy size={18} aria-hidden="true" />}
        {isCopied ? "Copied" : "Copy"}
        <span className="visually-hidden"> {label}</span>
      </button>
    </figure>
  );
}

export function WordpressButtonPage({ origin }: { origin: string }) {
  const snippets = snippetsFor(origin);
  return (
    <ContentPage
      eyebrow="For bloggers"
      title="Add a “Save to Ladle” button to WordPress"
      lead="Let readers save your recipes to Ladle in one tap, with your name and a link back to your site."
    >
      <div className="button-preview">
        <span className="button-preview__button" aria-hidden="true">
          <Bookmark size={16} /> Save to Ladle
        </span>
        <span className="muted">This is how it looks on your recipe.</span>
      </div>

      <h2>What the button does</h2>
      <p>
        When a reader taps it, Ladle opens and saves the recipe to their account with its title, photo, ingredients and
        steps, credited to you and linked to your post. If they aren't signed in yet, they sign in first and the save
        carries on. From there they can scale it, add it to a meal plan and put the ingredients on their shopping list.
        Every recipe keeps the link back to your site.
      </p>

      <h2>Add it in two minutes</h2>
      <ol>
        <li>
          In the WordPress editor, add a <strong>Custom HTML</strong> block where you want the button, for example just
          above your recipe card.
        </li>
        <li>Paste this line into it and update the post:</li>
      </ol>
      <Snippet label="Custom HTML block" code={snippets.block} />
      <p>
        The button finds the recipe by itself: it sends readers to Ladle with your post's address (its canonical link),
        and Ladle reads the recipe from the standard recipe markup (schema.org <code>Recipe</code>) that WP Recipe
        Maker, Tasty Recipes, Create by Mediavine and most other recipe card plugins already add.
      </p>

      <h2>Prefer your own link or theme?</h2>
      <p>
        Put a link with <code>data-ladle-save</code> anywhere in your theme or template (it gets the Ladle look, or keep
        yours with <code>data-ladle-style="none"</code>):
      </p>
      <Snippet label="Link in your theme" code={snippets.link} />
      <p>and load the script once, in your footer:</p>
      <Snippet label="Footer script" code={snippets.footer} />
      <p>
        On pages that list several recipes, give each link the recipe's address with <code>data-url</code>:
      </p>
      <Snippet label="Link for a list of recipes" code={snippets.listing} />

      <h2>Good to know</h2>
      <ul>
        <li>The script is about 1 KB, loads without blocking your page, sets no cookies and tracks no one.</li>
        <li>It works on any site, not only WordPress: Squarespace, Wix, Ghost and hand-made pages too.</li>
        <li>
          Readers who save the same recipe twice get the one they already have; nothing is duplicated. Imported recipes
          stay private to each reader unless they choose to share them, always with your credit.
        </li>
        <li>
          Want your recipes on Ladle yourself? <Link to="/auth">Create your account</Link>, set up your blog, and{" "}
          <Link to="/recipe/import">import your recipes</Link> from their links.
        </li>
      </ul>

      <p className="content-note">
        Questions, or a theme that needs a hand? Email <ContactLink subject="WordPress save button" />.
      </p>
    </ContentPage>
  );
}
