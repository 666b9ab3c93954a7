// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { PrivacyPolicyPage } from "./legal.tsx";

afterEach(cleanup);

function NothingYet() {
  return null;
}

function renderPolicy() {
  const Stub = createRoutesStub([
    { id: "root", path: "/", loader: () => ({}), HydrateFallback: NothingYet, Component: PrivacyPolicyPage },
  ]);
  return render(<Stub initialEntries={["/"]} />);
}

describe("Privacy policy", () => {
  it("says what creators really receive: a subscriber's email and first name on their email list, never a name on a dashboard", async () => {
    renderPolicy();
    const heading = await screen.findByRole("heading", { name: "Who we share it with" });
    const section: string[] = [];
    for (let node = heading.nextElementSibling; node && node.tagName !== "H2"; node = node.nextElementSibling) {
      section.push(node.textContent ?? "");
    }
    const text = section.join(" ");
    expect(text).not.toContain("see your name and username");
    expect(text).toContain("your email address and first name are added to it");
    expect(text).toContain("Creators never see your payment details.");
    // A changed policy carries the date it changed.
    expect(screen.getByText(/^Last updated /).textContent).toBe("Last updated 28 November 2026");
  });
});
