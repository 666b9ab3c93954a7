import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { examplePath, specRoutes, type TSpecGroup } from "../../../tests/helpers/spec-routes.ts";
import { decideAccess, safeReturnPath, signInRedirect, type TGuardDecision, type TGuardViewer } from "./guard.ts";
import type { TRole } from "./roles.ts";
import { matchRoute, routeTable } from "./route-table.ts";

type TViewerKind = "anonymous" | "signed-in-unregistered" | TRole;

const viewers: Record<TViewerKind, TGuardViewer[]> = {
  anonymous: [{ status: "logged-out", isAuthenticated: false, role: null }],
  // The server derives a role as soon as there is a session; the client may not have one yet.
  "signed-in-unregistered": [
    { status: "logged-in", isAuthenticated: false, role: "AUTHORIZED_USER" },
    { status: "logged-in", isAuthenticated: false, role: null },
  ],
  AUTHORIZED_USER: [{ status: "logged-in", isAuthenticated: true, role: "AUTHORIZED_USER" }],
  BLOG_CREATOR: [{ status: "logged-in", isAuthenticated: true, role: "BLOG_CREATOR" }],
  PAYWALLED_BLOG_CREATOR: [{ status: "logged-in", isAuthenticated: true, role: "PAYWALLED_BLOG_CREATOR" }],
};

/** Each role's landing route. */
const landing: Record<TRole, string> = {
  AUTHORIZED_USER: "/me",
  BLOG_CREATOR: "/me",
  PAYWALLED_BLOG_CREATOR: "/me/blog",
};

type TOutcome = "allow" | "sign-in" | "registration" | "landing";

/** The guard's rules, written out per route list and per viewer. */
const expectedOutcome: Record<TSpecGroup, Record<TViewerKind, TOutcome>> = {
  hybrid: {
    anonymous: "allow",
    "signed-in-unregistered": "allow",
    AUTHORIZED_USER: "allow",
    BLOG_CREATOR: "allow",
    PAYWALLED_BLOG_CREATOR: "allow",
  },
  "public-only": {
    anonymous: "allow",
    "signed-in-unregistered": "allow",
    AUTHORIZED_USER: "landing",
    BLOG_CREATOR: "landing",
    PAYWALLED_BLOG_CREATOR: "landing",
  },
  private: {
    anonymous: "sign-in",
    "signed-in-unregistered": "allow",
    AUTHORIZED_USER: "allow",
    BLOG_CREATOR: "allow",
    PAYWALLED_BLOG_CREATOR: "allow",
  },
  "authorized-user": {
    anonymous: "sign-in",
    "signed-in-unregistered": "registration",
    AUTHORIZED_USER: "allow",
    BLOG_CREATOR: "allow",
    PAYWALLED_BLOG_CREATOR: "allow",
  },
  "blog-creator": {
    anonymous: "sign-in",
    "signed-in-unregistered": "registration",
    AUTHORIZED_USER: "landing",
    BLOG_CREATOR: "allow",
    PAYWALLED_BLOG_CREATOR: "allow",
  },
  "paywalled-creator": {
    anonymous: "sign-in",
    "signed-in-unregistered": "registration",
    AUTHORIZED_USER: "landing",
    BLOG_CREATOR: "landing",
    PAYWALLED_BLOG_CREATOR: "allow",
  },
};

function expectedDecision(outcome: TOutcome, kind: TViewerKind, returnTo: string): TGuardDecision {
  switch (outcome) {
    case "allow":
      return { type: "allow" };
    case "sign-in":
      return { type: "redirect", to: `/auth?redirectTo=${encodeURIComponent(returnTo)}` };
    case "registration":
      return { type: "redirect", to: `/auth/registration?redirectTo=${encodeURIComponent(returnTo)}` };
    case "landing":
      return { type: "redirect", to: landing[kind as TRole] };
  }
}

function accessOf(pathname: string) {
  const match = matchRoute(pathname);
  if (!match) throw new Error(`No route for ${pathname}`);
  return match.entry.access;
}

describe("decideAccess for every product route and viewer", () => {
  it("covers every entry of the route table (routes beyond the spec's lists aside)", () => {
    const covered = new Set(specRoutes.map(({ pattern }) => matchRoute(examplePath(pattern))?.entry));
    expect(routeTable.filter((entry) => !entry.isExtra && !covered.has(entry))).toEqual([]);
  });

  it.each(specRoutes)("$pattern ($group)", ({ pattern, group }) => {
    const pathname = examplePath(pattern);
    const returnTo = `${pathname}?from=guard-test`;
    const access = accessOf(pathname);
    for (const kind of Object.keys(viewers) as TViewerKind[]) {
      for (const viewer of viewers[kind]) {
        const expected = expectedDecision(expectedOutcome[group][kind], kind, returnTo);
        expect(decideAccess(access, viewer, returnTo), `${kind} ${JSON.stringify(viewer)}`).toEqual(expected);
      }
    }
  });
});

describe("decideAccess details", () => {
  const loading: TGuardViewer = { status: "loading", isAuthenticated: false, role: null };

  it.each(specRoutes)("while loading, $pattern ($group) shows the loader unless hybrid", ({ pattern, group }) => {
    const pathname = examplePath(pattern);
    const decision = decideAccess(accessOf(pathname), loading, pathname);
    expect(decision).toEqual(group === "hybrid" ? { type: "allow" } : { type: "loading" });
  });

  it("carries the encoded path and search to /auth", () => {
    const returnTo = "/me/edit?tab=photo&name=a b#top";
    const decision = decideAccess("authorized", viewers.anonymous[0], returnTo);
    expect(decision).toEqual({
      type: "redirect",
      to: "/auth?redirectTo=%2Fme%2Fedit%3Ftab%3Dphoto%26name%3Da%20b%23top",
    });
    const to = new URL((decision as { to: string }).to, "http://x");
    expect(to.pathname).toBe("/auth");
    expect(to.searchParams.get("redirectTo")).toBe(returnTo);
  });

  it("sends an unregistered signed-in user on a role route to /auth/registration, to come back after", () => {
    for (const access of ["authorized", "blog-creator", "paywalled-creator"] as const) {
      const decision = decideAccess(access, viewers["signed-in-unregistered"][0], "/me/blog?x=1");
      const to = new URL((decision as { to: string }).to, "http://x");
      expect(to.pathname).toBe("/auth/registration");
      expect(to.searchParams.get("redirectTo")).toBe("/me/blog?x=1");
    }
  });

  it("drops a redirect back to the home page", () => {
    expect(signInRedirect("/")).toBe("/auth");
    expect(signInRedirect("")).toBe("/auth");
  });

  it("never redirects to a route that would not let the same viewer in (no loops)", () => {
    const param = fc.string({ maxLength: 10 }).map((s) => encodeURIComponent(`x-${s}`));
    const search = fc.option(
      fc.string({ maxLength: 12 }).map((s) => `?${encodeURIComponent(s)}=1`),
      { nil: "" },
    );
    const viewer = fc.record<TGuardViewer>({
      status: fc.constantFrom("loading", "logged-out", "logged-in"),
      isAuthenticated: fc.boolean(),
      role: fc.constantFrom(null, "AUTHORIZED_USER", "BLOG_CREATOR", "PAYWALLED_BLOG_CREATOR"),
    });
    fc.assert(
      fc.property(fc.constantFrom(...routeTable), param, search, viewer, (route, value, query, who) => {
        const returnTo = route.path.replace(/:\w+/g, value) + query;
        const decision = decideAccess(route.access, who, returnTo);
        if (decision.type !== "redirect") return;

        const target = new URL(decision.to, "http://x");
        const targetMatch = matchRoute(target.pathname);
        expect(targetMatch, decision.to).not.toBeNull();
        expect(decideAccess(targetMatch!.entry.access, who, decision.to)).toEqual({ type: "allow" });

        const back = target.searchParams.get("redirectTo");
        if (back !== null) {
          expect(back).toBe(returnTo);
          expect(safeReturnPath(back)).toBe(returnTo);
        }
      }),
      { numRuns: 500 },
    );
  });
});

describe("safeReturnPath", () => {
  it.each([
    "//evil.com",
    "/\\evil",
    "/\\/evil.com",
    "https://evil.com",
    "http:/evil.com",
    "javascript:alert(1)",
    "evil.com",
    "/\t/evil.com",
    "/\n/evil.com",
    "",
    null,
    undefined,
  ])("refuses %j", (value) => {
    expect(safeReturnPath(value)).toBe("/");
    expect(safeReturnPath(value, "/me")).toBe("/me");
  });

  it.each(["/me?x=1", "/", "/recipe/abc#reviews", "/search?q=%2F%2Fevil.com", "/u/J%C3%BCrgen"])(
    "accepts %j",
    (value) => {
      expect(safeReturnPath(value)).toBe(value);
    },
  );

  it("only ever returns a path on this site", () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.webUrl(),
          fc.string().map((s) => `/${s}`),
        ),
        (value) => {
          const result = safeReturnPath(value);
          expect(result.startsWith("/")).toBe(true);
          expect(new URL(result, "https://ladle.test").origin).toBe("https://ladle.test");
        },
      ),
    );
    // A hundred generated addresses take under a second; a machine busy with other suites is slower.
  }, 30_000);
});
