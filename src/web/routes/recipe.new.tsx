import "#web/styles/pages/common.css";
import "#web/styles/pages/forms.css";
import "#web/styles/pages/editor.css";
import { data } from "react-router";
import { appContext } from "#web/context.ts";
import { metaFor } from "#web/features/content/page-meta.ts";
import { EditorPage } from "#web/features/recipes/editor/editor-page.tsx";
import type { Route } from "./+types/recipe.new";

export const meta: Route.MetaFunction = (args) => metaFor(args, { title: "Add a recipe", noIndex: true });

export async function loader({ context }: Route.LoaderArgs) {
  const { services, viewer } = context.get(appContext);
  if (!viewer) throw data(null, { status: 401 });
  return services.recipes.loadEditor({ userId: viewer.userId });
}

export default function AddRecipePage({ loaderData }: Route.ComponentProps) {
  return <EditorPage mode="create" data={loaderData} />;
}
