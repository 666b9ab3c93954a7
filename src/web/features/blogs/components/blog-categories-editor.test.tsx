// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { TBlogEditor } from "#core/blogs/blog.schema.ts";
import { BlogCategoriesEditor } from "./blog-categories-editor.tsx";

vi.mock("#web/lib/toast.ts", () => ({ notify: { success: vi.fn(), error: vi.fn() } }));

const editor = { blog: { shortlink: "weeknight" }, categories: [], recipes: [] } as unknown as TBlogEditor;

const lunchId = "c0000000-0000-4000-8000-000000000001";
const withLunch = {
  blog: { shortlink: "weeknight" },
  categories: [{ id: lunchId, name: "Lunch", slug: "lunch", recipeCount: 1, recipeIds: [] }],
  recipes: [{ id: "a0000000-0000-4000-8000-000000000001", title: "Paella", imageUrl: null, visibility: "public" }],
} as unknown as TBlogEditor;

function CategoriesSection() {
  return <BlogCategoriesEditor editor={editor} />;
}

function CategoriesWithLunch() {
  return <BlogCategoriesEditor editor={withLunch} />;
}

/** /me/blog's categories section, its form answered by `action`. */
function renderWithAction(action: () => Promise<unknown>, Component = CategoriesSection) {
  const Stub = createRoutesStub([{ id: "blog", path: "/", Component, action }]);
  render(<Stub />);
}

afterEach(cleanup);

describe("BlogCategoriesEditor", () => {
  it("empties the new category's field once it is added, ready for the next", async () => {
    const added = vi.fn(async () => ({ ok: true, intent: "add-category" }));
    renderWithAction(added);
    const field = (await screen.findByLabelText("New category name")) as HTMLInputElement;
    fireEvent.change(field, { target: { value: "Stews" } });
    fireEvent.click(screen.getByRole("button", { name: "Add category" }));
    await waitFor(() => expect(added).toHaveBeenCalledOnce());
    await waitFor(() => expect(field.value).toBe(""));
  });

  it("keeps what was typed when the category could not be added", async () => {
    const refused = vi.fn(async () => ({
      ok: false,
      intent: "add-category",
      errors: { name: "You have a category called Stews already." },
      formError: null,
    }));
    renderWithAction(refused);
    const field = (await screen.findByLabelText("New category name")) as HTMLInputElement;
    fireEvent.change(field, { target: { value: "Stews" } });
    fireEvent.click(screen.getByRole("button", { name: "Add category" }));
    expect(await screen.findByText("You have a category called Stews already.")).toBeTruthy();
    expect(field.value).toBe("Stews");
  });

  it("says why a category's new name was refused beside its Name field, and puts the focus there", async () => {
    const refused = vi.fn(async () => ({
      ok: false,
      intent: "category",
      errors: { name: "A category with that name is already on your blog." },
      formError: null,
    }));
    renderWithAction(refused, CategoriesWithLunch);
    const name = (await screen.findByLabelText("Name")) as HTMLInputElement;
    fireEvent.change(name, { target: { value: "Dinners" } });
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(name.getAttribute("aria-invalid")).toBe("true"));
    const described = (name.getAttribute("aria-describedby") ?? "").split(" ");
    const said = described.map((id) => document.getElementById(id)?.textContent).join(" ");
    expect(said).toContain("A category with that name is already on your blog.");
    expect(document.activeElement).toBe(name);
    expect(name.value).toBe("Dinners");
    // Said once, at the field: not again under the list of recipes.
    expect(screen.getAllByText("A category with that name is already on your blog.")).toHaveLength(1);
  });
});
