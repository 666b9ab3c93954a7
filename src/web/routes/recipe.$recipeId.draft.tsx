import "#web/styles/pages/common.css";
import "#web/styles/pages/forms.css";
import "#web/styles/pages/editor.css";
import { data } from "react-router";
import { appContext } from "#web/context.ts";
import { metaFor } from "#web/features/content/page-meta.ts";
import { EditorPage } from "#web/features/recipes/editor/editor-page.tsx";
import { throwAsPageError } from "#web/features/recipes/page-errors.server.ts";
import type { Route } from "./+types/recipe.$recipeId.draft";

/** A blog creator's draft recipe at /recipe/{recipe_id}/draft, in the same editor. */
export const meta: Route.MetaFunction = (args) =>
  metaFor(args, { title: args.data?.recipe ? `Draft: ${args.data.recipe.title}` : "Edit draft", noIndex: true });

export async function loader({ params, context }: Route.LoaderArgs) {
  const { services, viewer } = context.get(appContext);
  if (!viewer) throw data(null, { status: 401 });
  return services.recipes.loadEditor({ userId: viewer.userId, recipeId: params.recipeId }).catch(throwAsPageError);
}

export default function EditDraftPage({ loaderData }: Route.ComponentProps) {
  return <EditorPage key={loaderData.recipe?.id} mode="draft" data={loaderData} />;
}
