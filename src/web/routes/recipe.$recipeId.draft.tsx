import "#web/styles/pages/common.css";
import "#web/styles/pages/forms.css";
import "#web/styles/pages/editor.css";
import { data } from "react-router";
import { appContext } from "#web/context.ts";
import { metaFor } from "#web/features/content/page-meta.ts";
import { EditorPage } from "#web/features/recipes/editor/editor-page.tsx";
import { loadOwnEditor } from "#web/features/recipes/editor-data.server.ts";
import type { Route } from "./+types/recipe.$recipeId.draft";

/** A blog creator's draft recipe at /recipe/{recipe_id}/draft, in the same editor. */
export const meta: Route.MetaFunction = (args) =>
  metaFor(args, { title: args.data?.recipe ? `Draft: ${args.data.recipe.title}` : "Edit draft", noIndex: true });

export async function loader({ params, context }: Route.LoaderArgs) {
  const { services, viewer } = context.get(appContext);
  if (!viewer) throw data(null, { status: 401 });
  return loadOwnEditor(services, viewer.userId, params.recipeId);
}

export default function EditDraftPage({ loaderData }: Route.ComponentProps) {
  return <EditorPage key={loaderData.recipe?.id} mode="draft" data={loaderData} kept={loaderData.kept} />;
}
