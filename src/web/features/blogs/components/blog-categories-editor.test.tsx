// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { TBlogEditor } from "#core/blogs/blog.schema.ts";
import { BlogCategoriesEditor } from "./blog-categories-editor.tsx";

vi.mock("#web/lib/toast.ts", () => ({ notify: { success: vi.fn(), error: vi.fn() } }));

const editor = { blog: { shortlink: "weeknight" }, categories: [], recipes: [] } as unknown as TBlogEditor;

function CategoriesSection() {
  return <BlogCategoriesEditor editor={editor} />;
}

/** /me/blog's categories section, its form answered by `action`. */
function renderWithAction(action: () => Promise<unknown>) {
  const Stub = createRoutesStub([{ id: "blog", path: "/", Component: CategoriesSection, action }]);
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
});
