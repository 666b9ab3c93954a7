// @vitest-environment happy-dom
/** Referral (/referral): the codes for a campaign that creators and administrators make, against the test database. */
import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, expect, it } from "vitest";
import { insertBlog, insertRegisteredUser } from "#db/factories/index.ts";
import * as referralPage from "#web/routes/referral.tsx";
import { injectAs, signInForTest, useTestApp } from "../../helpers/app.ts";
import { describeEachDatabase } from "../../helpers/db.ts";
import { renderPage } from "../../helpers/page-stub.tsx";

afterEach(cleanup);

describeEachDatabase("the referral page's codes for a campaign", (getCtx) => {
  const getApp = useTestApp(() => getCtx().database);

  it("lists a creator's campaign codes apart from their friends' link, and makes another from the form", async () => {
    const { database } = getCtx();
    const { user: creator } = await insertRegisteredUser(database.db, { name: "Luca Moretti" });
    await insertBlog(database.db, { ownerId: creator.id });
    const cookie = await signInForTest(getApp(), creator.email);
    const friends = await injectAs(getApp(), cookie, { method: "PUT", url: "/api/me/referral/code" });
    const made = await injectAs(getApp(), cookie, {
      method: "POST",
      url: "/api/invites",
      payload: { maxUses: 50, expiresInDays: 30 },
    });
    expect(made.statusCode, made.body).toBe(201);

    await renderPage({ database, path: "/referral", module: referralPage, url: "/referral", cookie, app: getApp() });
    const codes = await screen.findByRole("list", { name: "Your campaign codes" });
    expect(within(codes).getAllByRole("listitem")).toHaveLength(1);
    expect(within(codes).getByText(made.json().code)).toBeTruthy();
    expect(within(codes).getByText(/0 people joined of 50 · Works until \d+ \w+ \d{4}/)).toBeTruthy();
    expect(within(codes).queryByText(friends.json().code)).toBeNull();

    fireEvent.change(screen.getByLabelText("How many people can join with it"), { target: { value: "0" } });
    fireEvent.click(screen.getByRole("button", { name: "Make a code" }));
    expect(await screen.findByText("Enter a whole number of people from 1 to 10,000.")).toBeTruthy();

    fireEvent.change(screen.getByLabelText("How many people can join with it"), { target: { value: "25" } });
    fireEvent.change(screen.getByLabelText("Stops working"), { target: { value: "" } });
    fireEvent.click(screen.getByRole("button", { name: "Make a code" }));
    expect(await within(codes).findByText("0 people joined of 25 · Never stops working")).toBeTruthy();
    const listed = await injectAs(getApp(), cookie, { method: "GET", url: "/api/invites" });
    expect(listed.json().map((invite: { maxUses: number | null }) => invite.maxUses)).toEqual([25, 50, null]);
  });

  it("shows a cook without a blog only their friends' link", async () => {
    const { database } = getCtx();
    const { user: cook } = await insertRegisteredUser(database.db, { name: "Jess Tran" });
    const cookie = await signInForTest(getApp(), cook.email);
    await injectAs(getApp(), cookie, { method: "PUT", url: "/api/me/referral/code" });

    await renderPage({ database, path: "/referral", module: referralPage, url: "/referral", cookie, app: getApp() });
    expect(await screen.findByLabelText("Share this link")).toBeTruthy();
    expect(screen.queryByRole("heading", { name: "Codes for a campaign" })).toBeNull();
  });
});
