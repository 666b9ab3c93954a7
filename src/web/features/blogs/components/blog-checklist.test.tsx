// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { BlogChecklist } from "./blog-checklist.tsx";

vi.mock("#web/lib/toast.ts", () => ({ notify: { success: vi.fn(), error: vi.fn() } }));

const recipes = [
  { id: "a0000000-0000-4000-8000-000000000001", title: "Paella" },
  { id: "a0000000-0000-4000-8000-000000000002", title: "Tiramisu" },
];

function Featured() {
  return (
    <BlogChecklist
      intent="featured"
      summary="Choose featured recipes"
      items={recipes}
      checkedIds={[]}
      savedText="Featured recipes saved."
    />
  );
}

/** The featured recipes' checklist, its form answered by `action`. */
function renderWithAction(action: () => Promise<unknown>) {
  const Stub = createRoutesStub([{ id: "blog", path: "/", Component: Featured, action }]);
  render(<Stub />);
}

afterEach(cleanup);

describe("BlogChecklist", () => {
  it("keeps the keyboard on Save while it saves, and after", async () => {
    let answer: (value: unknown) => void = () => {};
    const action = vi.fn(() => new Promise((resolve) => (answer = resolve)));
    renderWithAction(action);
    const save = await screen.findByRole("button", { name: "Save" });
    save.focus();
    fireEvent.click(save);
    await waitFor(() => expect(action).toHaveBeenCalledOnce());
    // A disabled button drops the focus to the page; a busy one keeps it.
    await waitFor(() => expect(save.getAttribute("aria-busy")).toBe("true"));
    expect(save).not.toHaveProperty("disabled", true);
    expect(document.activeElement).toBe(save);
    // Pressed again while busy, it does not post a second time.
    fireEvent.click(save);
    answer({ ok: true, intent: "featured" });
    await waitFor(() => expect(save.getAttribute("aria-busy")).toBeNull());
    expect(action).toHaveBeenCalledOnce();
    expect(document.activeElement).toBe(save);
  });
});
