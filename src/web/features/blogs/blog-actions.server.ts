/**
 * The forms of /me/blog (and "Start your blog" on /me): each posts an `intent` to its page's action,
 * which reads it with the API's own schemas and calls the blogs service. A change that may change
 * the owner's role (starting a blog, the paywall switch) forgets who they were, so the very next
 * request, and the page's header, see the new role.
 */
import { redirect } from "react-router";
import { ZBlogSetup, ZBlogUpdate, ZCategoryInput } from "#core/blogs/blog.schema.ts";
import { moveId, parseMoveValue } from "#core/collections/order.ts";
import { AppError } from "#core/errors.ts";
import type { TServices } from "#server/services.ts";
import { conflictAnswerOf, isEditConflict, postedFieldsOf, withChosenVersion } from "#web/lib/edit-conflict.server.ts";
import { formMessageOf } from "#web/lib/errors.ts";
import { parseFormData } from "#web/lib/form-data.server.ts";
import type { TBlogActionResult } from "./action-result.ts";

const here = "/me/blog";

/** "shortlink: That shortlink is taken." → { shortlink: "That shortlink is taken." } */
function failureOf(intent: string, error: unknown): TBlogActionResult {
  if (!(error instanceof AppError) || error.status >= 500) throw error;
  const match = /^([a-zA-Z]+): (.+)$/s.exec(error.message);
  return match
    ? { ok: false, intent, errors: { [match[1]]: match[2] }, formError: null }
    : { ok: false, intent, errors: {}, formError: formMessageOf(error) };
}

function listOf(form: FormData, name: string): string[] {
  return form.getAll(name).filter((value): value is string => typeof value === "string" && value !== "");
}

/** Checked ids, those already on the list first in their order, new ones after. */
function keepOrder(current: readonly string[], checked: readonly string[]): string[] {
  const wanted = new Set(checked);
  return [...current.filter((id) => wanted.has(id)), ...checked.filter((id) => !current.includes(id))];
}

interface TActionArgs {
  form: FormData;
  services: TServices;
  userId: string;
}

export async function startBlogFrom({ form, services, userId }: TActionArgs): Promise<TBlogActionResult | Response> {
  const parsed = parseFormData(form, ZBlogSetup);
  if (!parsed.ok) return { ok: false, intent: "start-blog", errors: parsed.fieldErrors, formError: null };
  try {
    await services.blogs.create({ userId, input: parsed.data });
  } catch (error) {
    return failureOf("start-blog", error);
  }
  services.identity.forgetViewer({ userId });
  return redirect(here);
}

/** Every form of /me/blog but "Start your blog". */
export async function runBlogEditorAction({
  form,
  services,
  userId,
}: TActionArgs): Promise<TBlogActionResult | Response> {
  const intent = String(form.get("intent") ?? "");
  const blogs = services.blogs;
  try {
    const move = parseMoveValue(String(form.get("move") ?? ""));
    const removed = String(form.get("remove") ?? "");
    if (move || removed) {
      await reorderWithoutScript({ services, userId, list: String(form.get("list") ?? ""), move, removed });
      return redirect(here);
    }
    switch (intent) {
      case "start-blog":
        return startBlogFrom({ form, services, userId });
      case "settings": {
        const posted = postedFieldsOf(form);
        const parsed = parseFormData(withChosenVersion(form), ZBlogUpdate.required({ title: true, shortlink: true }));
        if (!parsed.ok) return { ok: false, intent, errors: parsed.fieldErrors, formError: null };
        try {
          await blogs.update({
            userId,
            input: { ...parsed.data, hasPaywalledContent: form.get("paywalled") === "on" },
          });
        } catch (error) {
          if (isEditConflict(error)) return { ...conflictAnswerOf(posted), intent, errors: {} };
          throw error;
        }
        services.identity.forgetViewer({ userId });
        return redirect(here);
      }
      case "add-category": {
        const parsed = parseFormData(form, ZCategoryInput);
        if (!parsed.ok) return { ok: false, intent, errors: parsed.fieldErrors, formError: null };
        await blogs.addCategory({ userId, input: parsed.data });
        return { ok: true, intent };
      }
      case "category": {
        const categoryId = String(form.get("categoryId") ?? "");
        const parsed = parseFormData(form, ZCategoryInput.passthrough());
        if (!parsed.ok) return { ok: false, intent, errors: parsed.fieldErrors, formError: null };
        await blogs.renameCategory({ userId, categoryId, input: { name: parsed.data.name } });
        await blogs.setCategoryRecipes({ userId, categoryId, recipeIds: listOf(form, "recipeIds") });
        return { ok: true, intent };
      }
      case "featured": {
        const editor = await blogs.loadEditor({ userId });
        await blogs.setFeatured({ userId, ids: keepOrder(editor.featuredIds, listOf(form, "ids")) });
        return { ok: true, intent };
      }
      case "collections": {
        const editor = await blogs.loadEditor({ userId });
        await blogs.setCollections({ userId, ids: keepOrder(editor.collectionIds, listOf(form, "ids")) });
        return { ok: true, intent };
      }
      case "plan": {
        const mealPlanId = String(form.get("mealPlanId") ?? "");
        const publication = String(form.get("publication") ?? "none");
        if (publication === "none") await services.mealPlans.unpublish({ userId, mealPlanId });
        else await services.mealPlans.publish({ userId, mealPlanId, isPaywalled: publication === "subscribers" });
        return { ok: true, intent };
      }
      default:
        return {
          ok: false,
          intent,
          errors: {},
          formError: "That form could not be read. Reload the page and try again.",
        };
    }
  } catch (error) {
    return failureOf(intent, error);
  }
}

/** The order lists' buttons before the page's script runs: one move or removal per post. */
async function reorderWithoutScript({
  services,
  userId,
  list,
  move,
  removed,
}: {
  services: TServices;
  userId: string;
  list: string;
  move: { id: string; step: -1 | 1 } | null;
  removed: string;
}) {
  const blogs = services.blogs;
  const editor = await blogs.loadEditor({ userId });
  const apply = (ids: readonly string[]) =>
    move ? [...moveId(ids, move.id, move.step)] : ids.filter((id) => id !== removed);
  if (list === "featured") await blogs.setFeatured({ userId, ids: apply(editor.featuredIds) });
  else if (list === "collections") await blogs.setCollections({ userId, ids: apply(editor.collectionIds) });
  else if (list === "categories" && move)
    await blogs.orderCategories({ userId, ids: apply(editor.categories.map((c) => c.id)) });
  else if (list === "categories") await blogs.removeCategory({ userId, categoryId: removed });
}
