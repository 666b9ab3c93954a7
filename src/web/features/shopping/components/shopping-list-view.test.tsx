// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { createContext, useContext } from "react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { TShoppingItem, TShoppingView } from "../operations.ts";
import { performOperation } from "../shopping-store.ts";
import { emptyEditText } from "./shopping-item-row.tsx";
import { emptyItemText, ShoppingListView } from "./shopping-list-view.tsx";

vi.mock("../shopping-store.ts", async (importOriginal) => ({
  ...(await importOriginal<typeof import("../shopping-store.ts")>()),
  performOperation: vi.fn(),
}));

function item(text: string, isChecked = false): TShoppingItem {
  const lineId = `line-${text}`;
  return {
    key: `${isChecked ? "c" : "u"}:${lineId}:1`,
    text,
    food: null,
    quantity: null,
    unit: null,
    aisle: "Produce",
    isChecked,
    recipes: [],
    lines: [{ id: lineId, text, recipe: null, servings: null }],
  };
}

function viewOf(toBuy: TShoppingItem[], checked: TShoppingItem[] = []): TShoppingView {
  return {
    id: "8d6f1a3e-2b4c-4d5e-9f60-718293a4b5c6",
    viewerId: "owner-1",
    isOwner: true,
    members: [],
    invitations: [],
    aisles: toBuy.length > 0 ? [{ aisle: "Produce", items: toBuy }] : [],
    checked,
    recipes: [],
    itemCount: toBuy.length,
  };
}

// The view comes in through context, so a test can change it under the same router, as the store
// changes it under the page.
const ViewContext = createContext<TShoppingView | null>(null);

const Stub = createRoutesStub([
  {
    id: "root",
    path: "/",
    Component: () => (
      <ShoppingListView
        view={useContext(ViewContext)}
        status={useContext(ViewContext) ? "synced" : "loading"}
        pendingCount={0}
        variant="panel"
      />
    ),
  },
]);

function List({ view }: { view: TShoppingView | null }) {
  return (
    <ViewContext.Provider value={view}>
      <Stub />
    </ViewContext.Provider>
  );
}

const nextFrame = () => act(() => new Promise((done) => requestAnimationFrame(() => done(undefined))));

afterEach(cleanup);

describe("ShoppingListView keeps keyboard focus in the list", () => {
  it("moves focus to the next item when the focused one is ticked into the basket", () => {
    // As on the page, the list first shows its spinner while the browser's copy loads.
    const { rerender } = render(<List view={null} />);
    rerender(<List view={viewOf([item("lemons"), item("limes"), item("basil")])} />);
    screen.getByRole("checkbox", { name: "limes" }).focus();
    rerender(<List view={viewOf([item("lemons"), item("basil")], [item("limes", true)])} />);
    expect(document.activeElement).toBe(screen.getByRole("checkbox", { name: "basil" }));
  });

  it("moves focus to the item before when the last one is removed, and to the add field when none is left", () => {
    const { rerender } = render(<List view={viewOf([item("lemons"), item("limes")])} />);
    screen.getByRole("button", { name: "Remove limes" }).focus();
    rerender(<List view={viewOf([item("lemons")])} />);
    expect(document.activeElement).toBe(screen.getByRole("checkbox", { name: "lemons" }));
    rerender(<List view={viewOf([])} />);
    expect(document.activeElement).toBe(screen.getByLabelText("Add an item"));
  });

  it("follows an item the server wrote again to the same control", () => {
    const { rerender } = render(<List view={viewOf([item("lemons"), item("limes")])} />);
    screen.getByRole("button", { name: "Edit limes" }).focus();
    const rewritten = { ...item("limes"), key: "u:line-limes:2", text: "6 limes" };
    rerender(<List view={viewOf([item("lemons"), rewritten])} />);
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Edit 6 limes" }));
  });

  it("moves focus to the add field once an invitation is answered", () => {
    const invitation = {
      listId: "1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f",
      owner: { name: "Sam", username: "sam" },
    };
    const { rerender } = render(<List view={{ ...viewOf([item("lemons")]), invitations: [invitation] }} />);
    screen.getByRole("button", { name: "Join" }).focus();
    rerender(<List view={viewOf([item("lemons"), item("limes")])} />);
    expect(document.activeElement).toBe(screen.getByLabelText("Add an item"));
  });

  it("leaves focus the cook moved out of the list alone", () => {
    const { rerender } = render(<List view={viewOf([item("lemons"), item("limes")])} />);
    const outside = document.createElement("button");
    document.body.append(outside);
    screen.getByRole("checkbox", { name: "limes" }).focus();
    outside.focus();
    outside.remove();
    rerender(<List view={viewOf([item("lemons")])} />);
    expect(document.activeElement).not.toBe(screen.getByRole("checkbox", { name: "lemons" }));
  });

  it("gives focus back to Edit when the cook presses Escape in the edit field", async () => {
    render(<List view={viewOf([item("lemons")])} />);
    fireEvent.click(screen.getByRole("button", { name: "Edit lemons" }));
    await nextFrame();
    const field = screen.getByLabelText("Edit lemons");
    field.focus();
    fireEvent.keyDown(field, { key: "Escape" });
    await nextFrame();
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Edit lemons" }));
  });
});

describe("ShoppingListView's add field", () => {
  afterEach(() => vi.mocked(performOperation).mockClear());

  it("says what is missing when Add is pressed with nothing typed, and keeps the focus in the field", () => {
    render(<List view={viewOf([item("lemons")])} />);
    const field = screen.getByLabelText("Add an item");
    const add = screen.getByRole("button", { name: "Add" });
    fireEvent.input(field, { target: { value: "   " } });
    add.focus();
    fireEvent.click(add);

    expect(performOperation).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(field);
    expect(field.getAttribute("aria-invalid")).toBe("true");
    const error = document.getElementById(field.getAttribute("aria-describedby") ?? "");
    expect(error?.textContent).toBe(emptyItemText);
    expect(error?.getAttribute("role")).toBe("alert");

    // Typing takes the error away; what is typed is added.
    fireEvent.input(field, { target: { value: "2 limes" } });
    expect(field.getAttribute("aria-invalid")).toBeNull();
    expect(screen.queryByText(emptyItemText)).toBeNull();
    fireEvent.click(add);
    expect(performOperation).toHaveBeenCalledWith(
      expect.objectContaining({
        route: "POST /shopping-lists/:listId/items",
        body: expect.objectContaining({ texts: ["2 limes"] }),
      }),
    );
  });
});

describe("ShoppingListView's edit field", () => {
  afterEach(() => vi.mocked(performOperation).mockClear());

  it("says what is missing when an item is saved with its text cleared, keeping the edit open and the focus in it", async () => {
    render(<List view={viewOf([item("lemons")])} />);
    fireEvent.click(screen.getByRole("button", { name: "Edit lemons" }));
    await nextFrame();
    const field = screen.getByLabelText<HTMLInputElement>("Edit lemons");
    fireEvent.input(field, { target: { value: "  " } });
    const save = screen.getByRole("button", { name: "Save" });
    save.focus();
    fireEvent.click(save);
    await nextFrame();

    expect(performOperation).not.toHaveBeenCalled();
    expect(screen.getByLabelText("Edit lemons")).toBe(field);
    expect(document.activeElement).toBe(field);
    expect(field.getAttribute("aria-invalid")).toBe("true");
    const error = document.getElementById(field.getAttribute("aria-describedby") ?? "");
    expect(error?.textContent).toBe(emptyEditText);
    expect(error?.getAttribute("role")).toBe("alert");

    // Typing takes the error away; Escape still leaves the item as it was.
    fireEvent.input(field, { target: { value: "4 lemons" } });
    expect(field.getAttribute("aria-invalid")).toBeNull();
    expect(screen.queryByText(emptyEditText)).toBeNull();
    fireEvent.keyDown(field, { key: "Escape" });
    await nextFrame();
    expect(performOperation).not.toHaveBeenCalled();
    expect(screen.queryByLabelText("Edit lemons", { selector: "input" })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Edit lemons" }));
  });

  it("saves the new text of an item", async () => {
    render(<List view={viewOf([item("lemons")])} />);
    fireEvent.click(screen.getByRole("button", { name: "Edit lemons" }));
    await nextFrame();
    fireEvent.input(screen.getByLabelText("Edit lemons"), { target: { value: "4 lemons" } });
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(performOperation).toHaveBeenCalledOnce();
  });
});

const VariantContext = createContext<"page" | "grocery">("page");
const EmptyListStub = createRoutesStub([
  {
    path: "/",
    Component: () => (
      <ShoppingListView view={viewOf([])} status="synced" pendingCount={0} variant={useContext(VariantContext)} />
    ),
  },
]);

describe("ShoppingListView's empty list", () => {
  function renderEmpty(variant: "page" | "grocery") {
    return render(
      <VariantContext.Provider value={variant}>
        <EmptyListStub />
      </VariantContext.Provider>,
    );
  }

  it("points to the add field above it on the shopping list", () => {
    renderEmpty("page");
    expect(screen.getByLabelText("Add an item")).toBeTruthy();
    expect(screen.getByText(/or type what you need above\.$/)).toBeTruthy();
  });

  it("points to the shopping list on the grocery list, which has no add field", () => {
    renderEmpty("grocery");
    expect(screen.queryByLabelText("Add an item")).toBeNull();
    expect(screen.queryByText(/above/)).toBeNull();
    expect(screen.getByText(/or type what you need on the shopping list\.$/)).toBeTruthy();
    expect(screen.getByRole("link", { name: "Find a recipe" }).getAttribute("href")).toBe("/search");
  });
});
