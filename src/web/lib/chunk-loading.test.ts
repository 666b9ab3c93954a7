// @vitest-environment happy-dom
// @vitest-environment-options {"settings":{"disableCSSFileLoading":true,"handleDisabledFileLoadingAsSuccess":true}}
import { afterEach, describe, expect, it, vi } from "vitest";
import { loadWhenOnline, restoreFailedStylesheets } from "./chunk-loading.ts";

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function setOnline(isOnline: boolean) {
  vi.spyOn(navigator, "onLine", "get").mockReturnValue(isOnline);
  window.dispatchEvent(new Event(isOnline ? "online" : "offline"));
}

afterEach(() => {
  document.head.innerHTML = "";
});

describe("loadWhenOnline", () => {
  it("tries again each time the browser is back online, until the code loads, and hands it over once", async () => {
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new TypeError("Failed to fetch"))
      .mockRejectedValueOnce(new TypeError("Failed to fetch"))
      .mockResolvedValue("module");
    const use = vi.fn();
    loadWhenOnline(load, use);
    await flush();
    expect(load).toHaveBeenCalledTimes(1);
    setOnline(true);
    await flush();
    expect(load).toHaveBeenCalledTimes(2);
    expect(use).not.toHaveBeenCalled();
    setOnline(true);
    await flush();
    expect(use).toHaveBeenCalledWith("module");
    setOnline(true);
    await flush();
    expect(load).toHaveBeenCalledTimes(3);
    expect(use).toHaveBeenCalledTimes(1);
  });

  it("stops trying, and never hands the code over, once stopped", async () => {
    const load = vi.fn<() => Promise<string>>().mockRejectedValueOnce(new TypeError("Failed to fetch"));
    const use = vi.fn();
    const stop = loadWhenOnline(load, use);
    await flush();
    stop();
    setOnline(true);
    await flush();
    expect(load).toHaveBeenCalledTimes(1);

    let finish: (value: string) => void = () => {};
    const stopEarly = loadWhenOnline(() => new Promise<string>((resolve) => (finish = resolve)), use);
    stopEarly();
    finish("module");
    await flush();
    expect(use).not.toHaveBeenCalled();
  });
});

describe("restoreFailedStylesheets", () => {
  const href = `${location.origin}/assets/toast-container-O.css`;

  function failStylesheet() {
    const link = document.createElement("link");
    link.rel = "stylesheet";
    link.href = href;
    document.head.append(link);
    const event = Object.assign(new Event("vite:preloadError", { cancelable: true }), {
      payload: new Error(`Unable to preload CSS for ${href}`),
    });
    window.dispatchEvent(event);
    return { link, event };
  }

  restoreFailedStylesheets(window);

  it("puts a stylesheet that failed offline back once the browser is online, as a new link", () => {
    setOnline(false);
    const { link, event } = failStylesheet();
    // The build's own handling goes on: the load still fails for the part, which says so.
    expect(event.defaultPrevented).toBe(false);
    expect(document.head.querySelector("link")).toBe(link);

    setOnline(true);
    const links = document.head.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]');
    expect(links).toHaveLength(1);
    expect(links[0]).not.toBe(link);
    expect(links[0].href).toBe(href);
  });

  it("puts it back at once when the browser thinks it is online", () => {
    setOnline(true);
    const { link } = failStylesheet();
    const links = document.head.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]');
    expect(links).toHaveLength(1);
    expect(links[0]).not.toBe(link);
  });

  it("leaves the page's links alone for any other failure", () => {
    setOnline(true);
    const link = document.createElement("link");
    link.rel = "stylesheet";
    link.href = href;
    document.head.append(link);
    window.dispatchEvent(
      Object.assign(new Event("vite:preloadError"), {
        payload: new TypeError("Failed to fetch dynamically imported module"),
      }),
    );
    expect(document.head.querySelector("link")).toBe(link);
  });
});
