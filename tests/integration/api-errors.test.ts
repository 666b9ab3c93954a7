/** Every API failure leaves as `{code, message}` with a fitting status, never a stack. */
import { expect, it } from "vitest";
import { useTestApp } from "../helpers/app.ts";
import { describeEachDatabase } from "../helpers/db.ts";

function expectErrorShape(body: unknown) {
  expect(body).toEqual({ code: expect.any(String), message: expect.any(String) });
  expect(JSON.stringify(body)).not.toMatch(/\bat \S+ \(|node_modules|\.ts:\d+/);
}

describeEachDatabase("API errors", (getCtx) => {
  const getApp = useTestApp(() => getCtx().database);

  it.each(["GET", "POST"] as const)("answers an unknown %s /api path with a JSON 404", async (method) => {
    const response = await getApp().inject({
      method,
      url: "/api/no-such-thing?x=1",
      payload: method === "POST" ? {} : undefined,
    });
    expect(response.statusCode).toBe(404);
    expect(response.headers["content-type"]).toMatch(/^application\/json/);
    expectErrorShape(response.json());
    expect(response.json()).toEqual({ code: "NOT_FOUND", message: expect.stringContaining("/api/no-such-thing") });
  });

  it("rejects a body that is not valid JSON with a 400 and no internals", async () => {
    const response = await getApp().inject({
      method: "POST",
      url: "/api/dev/sign-in",
      headers: { "content-type": "application/json" },
      payload: "{bad",
    });
    expect(response.statusCode).toBe(400);
    expectErrorShape(response.json());
    expect(response.json().code).toBe("BAD_REQUEST");
    expect(response.json().message).not.toMatch(/^FST_/);
  });

  it("reports a failed validation with the field's name", async () => {
    const response = await getApp().inject({ method: "POST", url: "/api/dev/sign-in", payload: { email: "nope" } });
    expect(response.statusCode).toBe(400);
    expectErrorShape(response.json());
    expect(response.json()).toEqual({ code: "VALIDATION_FAILED", message: expect.stringContaining("email") });
  });

  it("reports a missing body as a validation failure, not a 500", async () => {
    const response = await getApp().inject({ method: "POST", url: "/api/dev/sign-in" });
    expect(response.statusCode).toBe(400);
    expectErrorShape(response.json());
  });

  it("refuses an unsupported content type with a 415", async () => {
    const response = await getApp().inject({
      method: "POST",
      url: "/api/dev/sign-in",
      headers: { "content-type": "application/x-nonsense" },
      payload: "email=a@b.test",
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ code: "UNSUPPORTED_MEDIA_TYPE", message: expect.any(String) });
  });
});
