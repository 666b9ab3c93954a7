// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { AuthProvider } from "#web/features/identity/auth-provider.tsx";
import { BloggerSubscriptionsPage } from "./bloggers.tsx";

afterEach(cleanup);

function NothingYet() {
  return null;
}

function PageWithProviders() {
  return (
    <QueryClientProvider client={new QueryClient()}>
      <AuthProvider viewer={null}>
        <BloggerSubscriptionsPage />
      </AuthProvider>
    </QueryClientProvider>
  );
}

/** The page under a root route whose loader holds the configured fee, as on the server. */
function renderWithFee(platformFeePercent: number) {
  const Stub = createRoutesStub([
    {
      id: "root",
      path: "/",
      loader: () => ({ platformFeePercent }),
      HydrateFallback: NothingYet,
      Component: PageWithProviders,
    },
  ]);
  return render(<Stub initialEntries={["/"]} />);
}

describe("Sell subscriptions on Ladle (/for-bloggers/subscriptions)", () => {
  it("tells creators the share of each payment Ladle keeps, from the configuration", async () => {
    renderWithFee(12.5);
    const costs = await screen.findByRole("heading", { name: "What it costs" });
    expect(costs.nextElementSibling?.textContent).toContain("Ladle keeps 12.5% of the payment");
  });

  it("promises only what Ladle does: a required monthly price, and no list of subscribers on the dashboard", async () => {
    renderWithFee(10);
    const step = await screen.findByText("Set your prices.");
    expect(step.parentElement?.textContent).toContain("A monthly price, and a yearly one too if you like");
    expect(document.body.textContent).not.toContain("lists who subscribes");
    expect(screen.getByRole("link", { name: "ConvertKit" })).toHaveProperty("pathname", "/integrations/convertkit");
  });
});
