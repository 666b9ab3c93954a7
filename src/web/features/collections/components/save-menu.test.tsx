// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { SaveMenu } from "./save-menu.tsx";

const recipe = { id: "5b7c9d1e-3f4a-4b6c-8d9e-0f1a2b3c4d5e", title: "Moqueca for four" };

/** The cook has no collections yet; anything else asked of the server is counted. */
function answerNoCollections() {
  const fetchSpy = vi.fn(async (url: string | URL | Request) =>
    String(url).includes("/api/collections/mine")
      ? new Response(JSON.stringify({ items: [] }), { headers: { "content-type": "application/json" } })
      : new Response(JSON.stringify({ code: "NOT_FOUND", message: "No." }), { status: 404 }),
  );
  vi.stubGlobal("fetch", fetchSpy);
  return fetchSpy;
}

function MenuWithQueries() {
  return (
    <QueryClientProvider client={new QueryClient()}>
      <SaveMenu recipe={recipe} onClose={() => {}} />
    </QueryClientProvider>
  );
}

const Stub = createRoutesStub([{ path: "/", Component: MenuWithQueries }]);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("SaveMenu's new collection", () => {
  it("says a name is missing when Create is pressed with nothing typed, focus back in the field", async () => {
    const fetchSpy = answerNoCollections();
    render(<Stub />);
    await screen.findByText("No collections yet. Name your first one below.");
    const field = screen.getByLabelText("New collection");
    const create = screen.getByRole("button", { name: "Create" });
    fireEvent.change(field, { target: { value: "  " } });
    create.focus();
    await act(async () => {
      fireEvent.click(create);
    });

    expect(fetchSpy.mock.calls.map(([url]) => String(url))).toEqual([expect.stringContaining("/api/collections/mine")]);
    expect(document.activeElement).toBe(field);
    expect(field.getAttribute("aria-invalid")).toBe("true");
    const error = document.getElementById(field.getAttribute("aria-describedby") ?? "");
    expect(error?.textContent).toBe("Name the collection.");
    expect(error?.getAttribute("role")).toBe("alert");
  });
});
