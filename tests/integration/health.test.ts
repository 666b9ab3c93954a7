import { expect, it } from "vitest";
import { useTestApp } from "../helpers/app.ts";
import { describeEachDatabase } from "../helpers/db.ts";

describeEachDatabase("GET /api/health", (getCtx) => {
  const getApp = useTestApp(() => getCtx().database);

  it("answers ok with the database kind", async () => {
    const response = await getApp().inject({ method: "GET", url: "/api/health" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: "ok", database: getCtx().kind });
  });
});
