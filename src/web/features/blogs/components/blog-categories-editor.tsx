import { FolderTree } from "lucide-react";
import { useEffect, useRef } from "react";
import { useFetcher, useRevalidator } from "react-router";
import type { TBlogEditor } from "#core/blogs/blog.schema.ts";
import { OrderList } from "#web/components/order-list.tsx";
import { EmptyState } from "#web/components/page-section.tsx";
import { Field } from "#web/features/meal-plans/components/field.tsx";
import { formatRecipeVisibility } from "#web/features/recipes/format.ts";
import { callApi } from "#web/lib/api-client.ts";
import { notify } from "#web/lib/toast.ts";
import { useFormMessageReport } from "#web/lib/use-form-message-report.ts";
import type { TBlogActionResult } from "../action-result.ts";
import { BlogChecklist } from "./blog-checklist.tsx";

/** Categories: add one, put them in order, rename one and choose its recipes, delete one. */
export function BlogCategoriesEditor({ editor }: { editor: TBlogEditor }) {
  const revalidator = useRevalidator();
  const add = useFetcher<TBlogActionResult>();
  const addForm = useRef<HTMLFormElement>(null);
  const isAdding = add.state !== "idle";
  const addError = add.data && !add.data.ok ? (add.data.errors.name ?? add.data.formError) : null;
  useFormMessageReport(addError, add.data, "blog");
  // Added: the field empties for the next one, as it does after any other add.
  useEffect(() => {
    if (!add.data?.ok) return;
    addForm.current?.reset();
    notify.success("Category added.");
  }, [add.data]);
  const recipes = editor.recipes.map((recipe) => ({
    id: recipe.id,
    title: recipe.title,
    meta: formatRecipeVisibility(recipe.visibility),
  }));
  const shortlink = editor.blog.shortlink;
  return (
    <section className="blog-editor__section" id="categories" aria-labelledby="blog-categories-title">
      <div className="section-header">
        <h2 id="blog-categories-title" tabIndex={-1}>
          Categories
        </h2>
      </div>
      <p className="muted">Readers browse your blog by these, in this order.</p>
      <add.Form
        ref={addForm}
        method="post"
        className="blog-inline-form"
        noValidate
        onSubmit={(event) => {
          if (isAdding) event.preventDefault();
        }}
      >
        <input type="hidden" name="intent" value="add-category" />
        <label htmlFor="blog-new-category" className="visually-hidden">
          New category name
        </label>
        <input
          id="blog-new-category"
          className="input"
          name="name"
          maxLength={60}
          placeholder="Weeknight dinners"
          autoComplete="off"
          required
          aria-invalid={addError ? true : undefined}
          aria-describedby={addError ? "blog-new-category-error" : undefined}
        />
        {/* Busy rather than disabled: a disabled button loses the keyboard's focus. */}
        <button
          type="submit"
          className="button button--secondary"
          aria-disabled={isAdding || undefined}
          aria-busy={isAdding || undefined}
        >
          Add category
        </button>
        {addError ? (
          <p id="blog-new-category-error" className="field__error">
            {addError}
          </p>
        ) : null}
      </add.Form>
      {editor.categories.length > 0 ? (
        <>
          <form method="post">
            <input type="hidden" name="list" value="categories" />
            <OrderList
              items={editor.categories.map((category) => ({
                id: category.id,
                title: category.name,
                imageUrl: null,
                href: `/p/blogs/${shortlink}/categories/${category.id}`,
                byline: `${category.recipeCount} ${category.recipeCount === 1 ? "recipe" : "recipes"}`,
              }))}
              helpId="blog-categories-help"
              headingId="blog-categories-title"
              saveOrder={async (ids, { keepalive }) => {
                await callApi("PUT /blogs/mine/category-order", { body: { ids }, keepalive });
              }}
              removeItem={async (item) => {
                await callApi("DELETE /blogs/mine/categories/:categoryId", { params: { categoryId: item.id } });
                notify.success(`Deleted ${item.title}. Its recipes stay on your blog.`);
                revalidator.revalidate();
              }}
            />
          </form>
          <div className="blog-editor__stack">
            {editor.categories.map((category) => (
              <BlogChecklist
                key={category.id}
                intent="category"
                name="recipeIds"
                summary={`Edit ${category.name}`}
                items={recipes}
                checkedIds={category.recipeIds}
                savedText={`Saved ${category.name}.`}
              >
                {(errors) => (
                  <>
                    <input type="hidden" name="categoryId" value={category.id} />
                    <Field id={`category-name-${category.id}`} label="Name" error={errors.name}>
                      {(described) => (
                        <input
                          {...described}
                          className="input"
                          name="name"
                          defaultValue={category.name}
                          maxLength={60}
                          required
                        />
                      )}
                    </Field>
                    <p className="field__label">Recipes in this category</p>
                  </>
                )}
              </BlogChecklist>
            ))}
          </div>
        </>
      ) : (
        <EmptyState
          icon={<FolderTree aria-hidden="true" size={28} className="muted" />}
          text="No categories yet. Add a few, like “Breakfast” or “Bakes”, so readers find their way around."
        />
      )}
    </section>
  );
}
