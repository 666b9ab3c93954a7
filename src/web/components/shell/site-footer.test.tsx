// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { SiteFooter, type TSocialProfile } from "./site-footer.tsx";

afterEach(cleanup);

function Footer() {
  return <SiteFooter />;
}

/** The footer under a root route whose loader gives the configured social profiles. */
async function renderFooter(socialProfiles: TSocialProfile[]) {
  const Stub = createRoutesStub([{ id: "root", path: "/", Component: Footer, loader: () => ({ socialProfiles }) }]);
  render(<Stub />);
  await screen.findByText("Get in touch");
}

describe("SiteFooter", () => {
  it("links to no social profile when none is configured", async () => {
    await renderFooter([]);
    expect(screen.queryByRole("list", { name: "Ladle on social media" })).toBeNull();
    expect(screen.queryByRole("link", { name: /^Ladle on / })).toBeNull();
    expect(document.body.innerHTML).not.toMatch(/instagram|pinterest|tiktok/i);
  });

  it("links to the configured profiles only, each named for its network", async () => {
    await renderFooter([
      { network: "Instagram", url: "https://www.instagram.com/ladle.kitchen" },
      { network: "TikTok", url: "https://www.tiktok.com/@ladle.kitchen" },
    ]);
    const links = screen.getAllByRole("link", { name: /^Ladle on / });
    expect(links.map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      ["Ladle on Instagram", "https://www.instagram.com/ladle.kitchen"],
      ["Ladle on TikTok", "https://www.tiktok.com/@ladle.kitchen"],
    ]);
  });
});
