import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "./api-error.ts";
import { errorTexts, formMessageOf, showErrorToast } from "./errors.ts";
import { reportFormMessageShown, reportRateLimitShown } from "./rate-limit-report.ts";

// The toast itself needs a page to draw on; these tests read the events.
vi.mock("./toast.ts", () => ({ notify: { error: () => {} } }));

describe("rate limits shown in place", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  /** The page's data layer, where `track` puts each event. */
  function stubPage() {
    const page: { dataLayer?: { event: string; properties: Record<string, unknown> }[] } = {};
    vi.stubGlobal("window", page);
    return () => (page.dataLayer ?? []).map(({ event, properties }) => [event, properties.context]);
  }

  it("send the toast's rate-limit event once per form answer, however often the answer is drawn", () => {
    const events = stubPage();
    const first = { ok: false, formError: formMessageOf({ code: "RATE_LIMITED", message: "Rate limit reached." }) };
    reportFormMessageShown(first.formError, first, "collection");
    reportFormMessageShown(first.formError, first, "collection");
    expect(events()).toEqual([["rate limit error", "collection"]]);
    // The next refusal is another answer, and another event.
    const second = { ok: false, formError: errorTexts.rateLimited };
    reportFormMessageShown(second.formError, second, "collection");
    expect(events()).toEqual([
      ["rate limit error", "collection"],
      ["rate limit error", "collection"],
    ]);
  });

  it("send nothing for any other form message, or none", () => {
    const events = stubPage();
    const taken = { ok: false, formError: "That shortlink is taken." };
    reportFormMessageShown(taken.formError, taken, "blog");
    reportFormMessageShown(null, { ok: true }, "blog");
    reportFormMessageShown(undefined, undefined, "blog");
    expect(events()).toEqual([]);
  });

  it("send the event once per caught rate limit, and nothing for other errors", () => {
    const events = stubPage();
    const limited = new ApiError("RATE_LIMITED", { status: 429 });
    reportRateLimitShown(limited, "blog prices");
    reportRateLimitShown(limited, "blog prices");
    reportRateLimitShown(new ApiError("CONFLICT", { status: 409 }), "blog prices");
    reportRateLimitShown(null, "blog prices");
    expect(events()).toEqual([["rate limit error", "blog prices"]]);
  });

  it("send the same event a rate-limit toast sends", () => {
    const events = stubPage();
    showErrorToast(new ApiError("RATE_LIMITED", { status: 429 }));
    reportRateLimitShown(new ApiError("RATE_LIMITED", { status: 429 }), "generic");
    const [toast, inPlace] = events();
    expect(toast).toEqual(["rate limit error", "generic"]);
    expect(inPlace).toEqual(toast);
  });
});
