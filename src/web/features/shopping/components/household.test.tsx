// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { notify } from "#web/lib/toast.ts";
import type { TShoppingView } from "../operations.ts";
import { countSharers, Household } from "./household.tsx";

vi.mock("#web/lib/toast.ts", () => ({
  notify: { success: vi.fn(), error: vi.fn(), warning: vi.fn(), info: vi.fn() },
}));

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

/** The server answers every request with this status and body. */
function answerWith(status: number, body: unknown) {
  const fetchSpy = vi.fn(
    async () => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } }),
  );
  vi.stubGlobal("fetch", fetchSpy);
  return fetchSpy;
}

/** The server refuses the invitation as it does for someone already invited or on the list. */
function refuseWithConflict() {
  return answerWith(409, { code: "CONFLICT", message: "Refused." });
}

async function invite(username: string) {
  fireEvent.input(screen.getByLabelText("Invite someone by username"), { target: { value: username } });
  await act(async () => {
    fireEvent.click(screen.getByRole("button", { name: "Invite" }));
  });
}

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
  vi.unstubAllGlobals();
});

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

  it("after an invitation goes, empties the field, says who was invited and puts the focus back for the next", async () => {
    const sam = { userId: "sam-1", name: "Sam", username: "sam", avatarUrl: null, role: "invited" as const };
    const fetchSpy = answerWith(200, viewWith([owner, sam]));
    render(<Household view={viewWith([owner])} />);
    await invite("@sam");

    expect(fetchSpy).toHaveBeenCalledOnce();
    const field = screen.getByLabelText<HTMLInputElement>("Invite someone by username");
    expect(field.value).toBe("");
    expect(field.getAttribute("aria-invalid")).toBeNull();
    expect(notify.success).toHaveBeenCalledWith("Invited @sam.");
    // Invite was disabled while it was sent, which drops the focus: it goes back to the field.
    expect(document.activeElement).toBe(field);
  });

  it("keeps the typed username when the invitation fails on the server, focus back in the field", async () => {
    answerWith(500, { code: "INTERNAL", message: "Boom." });
    render(<Household view={viewWith([owner])} />);
    await invite("@sam");

    const field = screen.getByLabelText<HTMLInputElement>("Invite someone by username");
    expect(notify.error).toHaveBeenCalledOnce();
    expect(notify.success).not.toHaveBeenCalled();
    expect(field.value).toBe("@sam");
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
