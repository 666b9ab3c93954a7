import "#web/styles/pages/common.css";
import "#web/styles/pages/forms.css";
import "#web/styles/pages/editor.css";
import "#web/styles/pages/import.css";
import "#web/styles/pages/import-review.css";
import "#web/styles/pages/moving-in.css";
import { metaFor } from "#web/features/content/page-meta.ts";
import { ImportPage } from "#web/features/import/components/import-page.tsx";
import { MovingInPanel } from "#web/features/moving-in/moving-in-panel.tsx";
import type { Route } from "./+types/recipe.import";

export const meta: Route.MetaFunction = (args) =>
  metaFor(args, {
    title: "Import a recipe",
    description: "Bring a recipe from any site into Ladle: paste its link, check what we read, and save it.",
    noIndex: true,
  });

/** `?url=` starts importing that address straight away. */
export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url).searchParams.get("url");
  return { initialUrl: url && /^https?:\/\//i.test(url) && url.length <= 2000 ? url : null };
}

export default function ImportRecipeRoute({ loaderData }: Route.ComponentProps) {
  return (
    <div className="page import-page">
      <header className="import-page__header">
        <h1>Import a recipe</h1>
        <p className="import-page__lead">
          Paste a link to any recipe. We'll read it, you check it, and it's in your recipes, with credit to the cook who
          wrote it.
        </p>
      </header>
      <ImportPage initialUrl={loaderData.initialUrl} />
      <MovingInPanel />
    </div>
  );
}
