// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { TShoppingView } from "../operations.ts";
import { countSharers, Household } from "./household.tsx";

const listId = "8d6f1a3e-2b4c-4d5e-9f60-718293a4b5c6";

function viewWith(members: TShoppingView["members"]): TShoppingView {
  return {
    id: listId,
    viewerId: "owner-1",
    isOwner: true,
    members,
    invitations: [],
    aisles: [],
    checked: [],
    recipes: [],
    itemCount: 0,
  };
}

const owner = { userId: "owner-1", name: "Ada", username: "ada", avatarUrl: null, role: "owner" as const };

/** The server refuses the invitation as it does for someone already invited or on the list. */
function refuseWithConflict() {
  const fetchSpy = vi.fn(
    async () =>
      new Response(JSON.stringify({ code: "CONFLICT", message: "Refused." }), {
        status: 409,
        headers: { "content-type": "application/json" },
      }),
  );
  vi.stubGlobal("fetch", fetchSpy);
  return fetchSpy;
}

async function invite(username: string) {
  fireEvent.input(screen.getByLabelText("Invite someone by username"), { target: { value: username } });
  await act(async () => {
    fireEvent.click(screen.getByRole("button", { name: "Invite" }));
  });
}

afterEach(cleanup);

describe("Household", () => {
  it("says a username is missing when Invite is pressed with nothing typed, focus back in the field", async () => {
    const fetchSpy = refuseWithConflict();
    render(<Household view={viewWith([owner])} />);
    const field = screen.getByLabelText("Invite someone by username");
    screen.getByRole("button", { name: "Invite" }).focus();
    await invite(" ");

    expect(fetchSpy).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(field);
    expect(field.getAttribute("aria-invalid")).toBe("true");
    const error = document.getElementById(field.getAttribute("aria-describedby") ?? "");
    expect(error?.textContent).toBe("Type a username.");
    expect(error?.getAttribute("role")).toBe("alert");
  });

  it("tells the owner that someone they invite again is already on the list", async () => {
    const fetchSpy = refuseWithConflict();
    render(
      <Household
        view={viewWith([owner, { userId: "sam-1", name: "Sam", username: "sam", avatarUrl: null, role: "member" }])}
      />,
    );
    await invite("@Sam");
    expect(fetchSpy).toHaveBeenCalledOnce();
    expect(await screen.findByText("@sam is already on this list.")).toBeTruthy();
    const field = screen.getByLabelText("Invite someone by username");
    expect(field.getAttribute("aria-invalid")).toBe("true");
    // Invite was disabled while it was sent, which drops the focus: it goes to what to put right.
    expect(document.activeElement).toBe(field);
  });

  it("tells the owner that someone waiting to accept has been invited already", async () => {
    refuseWithConflict();
    render(
      <Household
        view={viewWith([owner, { userId: "kit-1", name: "Kit", username: "kit", avatarUrl: null, role: "invited" }])}
      />,
    );
    await invite("kit");
    expect(await screen.findByText("You've invited @kit already.")).toBeTruthy();
  });
});

describe("countSharers", () => {
  it("counts the owner and members, not people invited who have yet to accept", () => {
    const sam = { userId: "sam-1", name: "Sam", username: "sam", avatarUrl: null, role: "member" as const };
    const kit = { userId: "kit-1", name: "Kit", username: "kit", avatarUrl: null, role: "invited" as const };
    expect(countSharers(viewWith([owner, kit]))).toBe(1);
    expect(countSharers(viewWith([owner, sam, kit]))).toBe(2);
  });
});
