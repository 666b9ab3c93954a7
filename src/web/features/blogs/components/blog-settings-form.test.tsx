// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { createRoutesStub, redirect } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { TBlogEditor } from "#core/blogs/blog.schema.ts";
import { notify } from "#web/lib/toast.ts";
import { BlogSettingsForm } from "./blog-settings-form.tsx";

vi.mock("#web/lib/toast.ts", () => ({ notify: { success: vi.fn(), error: vi.fn() } }));

const blog = {
  id: "b0000000-0000-4000-8000-000000000001",
  title: "Pat's Pantry",
  description: "",
  shortlink: "pats-pantry",
  hasPaywalledContent: false,
  avatarUrl: null,
  bannerUrl: null,
  owner: { id: "u1", name: "Pat", username: "pat", avatarUrl: null },
  updatedAt: new Date("2026-01-01T00:00:00Z"),
} as TBlogEditor["blog"];

function Settings() {
  return <BlogSettingsForm blog={blog} />;
}

/** The blog's details form on /me/blog, whose save goes through and answers with the page again. */
function renderSaved(action: () => Promise<unknown>) {
  const Stub = createRoutesStub([{ id: "blog", path: "/me/blog", Component: Settings, action, loader: () => null }]);
  render(<Stub initialEntries={["/me/blog"]} />);
}

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe("BlogSettingsForm", () => {
  it("says the blog was saved and keeps the keyboard on Save blog", async () => {
    let answer: (value: unknown) => void = () => {};
    const action = vi.fn(() => new Promise((resolve) => (answer = resolve)));
    renderSaved(action);
    const save = (await screen.findByRole("button", { name: "Save blog" })) as HTMLButtonElement;
    save.focus();
    fireEvent.click(save);
    await waitFor(() => expect(action).toHaveBeenCalledOnce());
    // A disabled button drops the focus to the page; a busy one keeps it, and posts nothing more.
    expect(save.disabled).toBe(false);
    fireEvent.click(save);
    answer(redirect("/me/blog"));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith("Blog saved."));
    expect(action).toHaveBeenCalledOnce();
    expect(document.activeElement).toBe(save);
  });

  it("says nothing was saved when a field is refused", async () => {
    const action = vi.fn(async () => ({
      ok: false,
      intent: "settings",
      errors: { shortlink: "That shortlink is taken. Try another." },
      formError: null,
    }));
    renderSaved(action);
    fireEvent.click(await screen.findByRole("button", { name: "Save blog" }));
    expect(await screen.findByText("That shortlink is taken. Try another.")).toBeTruthy();
    expect(notify.success).not.toHaveBeenCalled();
  });
});
