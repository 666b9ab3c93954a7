// @vitest-environment happy-dom
import { act, cleanup, render, screen } from "@testing-library/react";
import { Component, type ReactNode, Suspense } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { lazyPart } from "./lazy-part.tsx";

/** A module load the test settles by hand, counting how often it was asked for. */
function deferredLoads<T>() {
  const attempts: { resolve: (value: T) => void; reject: (error: Error) => void }[] = [];
  const load = () =>
    new Promise<T>((resolve, reject) => {
      attempts.push({ resolve, reject });
    });
  return { load, attempts };
}

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

/** Stands for the route's error boundary: the page must never end up here. */
class PageErrorBoundary extends Component<{ children: ReactNode }, { error: unknown }> {
  state = { error: null };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  render() {
    return this.state.error ? <h1>Application Error</h1> : this.props.children;
  }
}

function setOnline(isOnline: boolean) {
  vi.spyOn(navigator, "onLine", "get").mockReturnValue(isOnline);
  act(() => {
    window.dispatchEvent(new Event(isOnline ? "online" : "offline"));
  });
}

function renderPage(children: ReactNode) {
  return render(
    <PageErrorBoundary>
      <p>The rest of the page</p>
      <Suspense fallback={<p>Loading…</p>}>{children}</Suspense>
    </PageErrorBoundary>,
  );
}

afterEach(cleanup);

describe("lazyPart", () => {
  it("shows the fallback while its code loads, then the part", async () => {
    const { load, attempts } = deferredLoads<typeof Greeting>();
    const Part = lazyPart(load);
    renderPage(<Part name="Sam" />);
    expect(screen.getByText("Loading…")).toBeTruthy();
    await act(async () => attempts[0].resolve(Greeting));
    expect(screen.getByText("Hello Sam")).toBeTruthy();
  });

  it("offline, says it needs a connection in its place and loads once the browser is back online", async () => {
    setOnline(false);
    const { load, attempts } = deferredLoads<typeof Greeting>();
    const Part = lazyPart(load);
    renderPage(<Part name="Sam" />);
    await act(async () => attempts[0].reject(new TypeError("Failed to fetch dynamically imported module")));

    expect(screen.getByRole("status").textContent).toBe(
      "This part needs a connection. It'll load when you're back online.",
    );
    expect(screen.getByText("The rest of the page")).toBeTruthy();
    expect(screen.queryByText("Application Error")).toBeNull();
    expect(attempts).toHaveLength(1);

    setOnline(true);
    expect(attempts).toHaveLength(2);
    await act(async () => attempts[1].resolve(Greeting));
    expect(screen.getByText("Hello Sam")).toBeTruthy();
    // Loaded for good: back online again asks for nothing more.
    setOnline(false);
    setOnline(true);
    expect(attempts).toHaveLength(2);
  });

  it("online, offers to try again when its file could not be fetched", async () => {
    setOnline(true);
    const { load, attempts } = deferredLoads<typeof Greeting>();
    const Part = lazyPart(load);
    renderPage(<Part name="Sam" />);
    await act(async () => attempts[0].reject(new TypeError("Failed to fetch")));
    expect(screen.getByText("This part didn't load.")).toBeTruthy();

    act(() => screen.getByRole("button", { name: "Try again" }).click());
    expect(screen.getByText("Loading…")).toBeTruthy();
    await act(async () => attempts[1].resolve(Greeting));
    expect(screen.getByText("Hello Sam")).toBeTruthy();
  });

  it("online, offers to reload the page once trying again failed too (a page from an earlier release)", async () => {
    setOnline(true);
    const { load, attempts } = deferredLoads<typeof Greeting>();
    const Part = lazyPart(load);
    renderPage(<Part name="Sam" />);
    await act(async () => attempts[0].reject(new TypeError("Failed to fetch")));
    expect(screen.queryByRole("button", { name: "Reload the page" })).toBeNull();

    act(() => screen.getByRole("button", { name: "Try again" }).click());
    await act(async () => attempts[1].reject(new TypeError("Failed to fetch")));
    expect(screen.getByRole("status").textContent).toContain(
      "This part didn't load. Ladle may have been updated since this page opened: reloading the page brings the new version.",
    );
    expect(screen.getByRole("button", { name: "Reload the page" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Try again" })).toBeTruthy();
  });

  it("gives its own props to the stand-in it was given for when it cannot load", async () => {
    setOnline(false);
    const { load, attempts } = deferredLoads<typeof Greeting>();
    const Part = lazyPart(load, ({ name, isOffline }) => (
      <p>{isOffline ? `No greeting for ${name} offline` : "No greeting"}</p>
    ));
    renderPage(<Part name="Sam" />);
    await act(async () => attempts[0].reject(new TypeError("Failed to fetch")));
    expect(screen.getByText("No greeting for Sam offline")).toBeTruthy();
  });

  it("renders at once, without suspending, once preloaded; a failed preload leaves the render to try", async () => {
    const { load, attempts } = deferredLoads<typeof Greeting>();
    const Part = lazyPart(load);
    const failed = Part.preload();
    attempts[0].reject(new TypeError("Failed to fetch"));
    await failed;
    expect(Part.isLoaded()).toBe(false);

    const loaded = Part.preload();
    attempts[1].resolve(Greeting);
    await loaded;
    expect(Part.isLoaded()).toBe(true);
    renderPage(<Part name="Sam" />);
    expect(screen.getByText("Hello Sam")).toBeTruthy();
    expect(screen.queryByText("Loading…")).toBeNull();
  });
});
