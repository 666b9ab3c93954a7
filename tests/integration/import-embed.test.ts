/**
 * GET /embed/save-button.js: small, cacheable, loadable from any site, and it turns each placement
 * into a "Save to Ladle" link for the page's canonical address (run here against a tiny fake DOM).
 */
import vm from "node:vm";
import { gzipSync } from "node:zlib";
import { expect, it } from "vitest";
import { useTestApp } from "../helpers/app.ts";
import { describeEachDatabase } from "../helpers/db.ts";

class FakeElement {
  attributes: Record<string, string>;
  style = { cssText: "" };
  textContent = "";
  href = "";
  target = "";
  rel = "";
  parentNode: FakeElement | null = null;
  children: FakeElement[] = [];

  constructor(
    readonly tagName: string,
    attributes: Record<string, string> = {},
  ) {
    this.attributes = { ...attributes };
  }

  getAttribute(name: string) {
    return name in this.attributes ? this.attributes[name] : null;
  }

  setAttribute(name: string, value: string) {
    this.attributes[name] = String(value);
  }

  get src(): string {
    return this.attributes.src ?? "";
  }

  get nextSibling(): FakeElement | null {
    const siblings = this.parentNode?.children ?? [];
    return siblings[siblings.indexOf(this) + 1] ?? null;
  }

  append(child: FakeElement) {
    child.parentNode = this;
    this.children.push(child);
    return child;
  }

  insertBefore(child: FakeElement, before: FakeElement | null) {
    child.parentNode = this;
    const at = before ? this.children.indexOf(before) : this.children.length;
    this.children.splice(at, 0, child);
    return child;
  }
}

function allElements(root: FakeElement): FakeElement[] {
  return root.children.flatMap((child) => [child, ...allElements(child)]);
}

function runScript(script: string, build: (body: FakeElement) => FakeElement | null, canonical: string | null) {
  const body = new FakeElement("body");
  const current = build(body);
  const document = {
    readyState: "complete",
    currentScript: current,
    createElement: (tag: string) => new FakeElement(tag),
    querySelector: (selector: string) =>
      selector === 'link[rel="canonical"]' && canonical ? { href: canonical } : null,
    querySelectorAll: (selector: string) => {
      const [, tag, attribute] = selector.match(/^(\w+)\[([\w-]+)\]$/) ?? [];
      return allElements(body).filter((e) => e.tagName === tag && e.getAttribute(attribute) !== null);
    },
    addEventListener: () => {},
  };
  vm.runInNewContext(script, { document, location: { href: "https://blog.example/post#comments" }, URL });
  return allElements(body);
}

describeEachDatabase("the Save to Ladle button script", (getCtx) => {
  const getApp = useTestApp(() => getCtx().database, { PUBLIC_URL: "https://ladle.example" });

  it("is small, cached for a week, and loadable from any site", async () => {
    const response = await getApp().inject({ url: "/embed/save-button.js" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/javascript; charset=utf-8");
    expect(response.headers["cache-control"]).toMatch(/public, max-age=604800/);
    expect(response.headers["access-control-allow-origin"]).toBe("*");
    expect(response.headers["cross-origin-resource-policy"]).toBe("cross-origin");
    expect(Buffer.byteLength(response.body)).toBeLessThan(3 * 1024);
    expect(gzipSync(response.body).length).toBeLessThan(1024);
    expect(() => new vm.Script(response.body)).not.toThrow();

    const again = await getApp().inject({
      url: "/embed/save-button.js",
      headers: { "if-none-match": String(response.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it("turns a <script data-ladle-button> and <a data-ladle-save> links into Save to Ladle buttons", async () => {
    const script = (await getApp().inject({ url: "/embed/save-button.js" })).body;
    const elements = runScript(
      script,
      (body) => {
        body.append(new FakeElement("a", { "data-ladle-save": "" }));
        body.append(
          new FakeElement("a", {
            "data-ladle-save": "",
            "data-url": "https://blog.example/b",
            "data-ladle-style": "none",
          }),
        );
        return body.append(
          new FakeElement("script", { "data-ladle-button": "", src: "https://cdn.ladle.example/embed/save-button.js" }),
        );
      },
      "https://blog.example/lemon-cake/",
    );
    const links = elements.filter((e) => e.tagName === "a");
    expect(links).toHaveLength(3);
    const saveUrl = (page: string) => `https://cdn.ladle.example/save_to_ladle?url=${encodeURIComponent(page)}`;
    expect(links.map((a) => a.href)).toEqual([
      saveUrl("https://blog.example/lemon-cake/"),
      saveUrl("https://blog.example/b"),
      saveUrl("https://blog.example/lemon-cake/"),
    ]);
    for (const link of links) {
      expect(link).toMatchObject({ target: "_blank", rel: "noopener", textContent: "Save to Ladle" });
    }
    expect(links[0].style.cssText).toContain("background:#C8412B");
    expect(links[1].style.cssText).toBe("");
    // The inserted button sits right after its script tag.
    const body = links[2].parentNode as FakeElement;
    expect(body.children.indexOf(links[2])).toBe(3);
  });

  it("falls back to the page's address and Ladle's public URL", async () => {
    const script = (await getApp().inject({ url: "/embed/save-button.js" })).body;
    const links = runScript(
      script,
      (body) => body.append(new FakeElement("a", { "data-ladle-save": "" })) && null,
      null,
    );
    expect(links[0].href).toBe(
      `https://ladle.example/save_to_ladle?url=${encodeURIComponent("https://blog.example/post")}`,
    );
  });
});
