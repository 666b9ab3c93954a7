import { afterEach, describe, expect, it, vi } from "vitest";
import { UploadError, uploadCollection } from "./upload-collection.ts";

/** An XMLHttpRequest that answers every upload with `status` and the JSON `response`. */
function answerUploadsWith(status: number, response: unknown) {
  class FakeRequest {
    status = 0;
    response: unknown = null;
    responseType = "";
    upload = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    open() {}
    setRequestHeader() {}
    abort() {}
    send() {
      this.status = status;
      this.response = response;
      queueMicrotask(() => this.onload?.());
    }
  }
  vi.stubGlobal("XMLHttpRequest", FakeRequest);
}

const file = new File(["{}"], "recipes.json");

describe("uploadCollection", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("says a rate limit in the product's words", async () => {
    answerUploadsWith(429, { code: "RATE_LIMITED", message: "Rate limit reached. Please try again later." });
    const failure = await uploadCollection(file, () => {}).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(UploadError);
    expect(failure).toMatchObject({ message: "Too many requests. Please try again later.", status: 429 });
  });

  it("passes on the server's sentence for anything else, and says the upload failed without one", async () => {
    answerUploadsWith(415, { code: "UNSUPPORTED_MEDIA_TYPE", message: "We don't recognise that file." });
    await expect(uploadCollection(file, () => {})).rejects.toMatchObject({ message: "We don't recognise that file." });
    answerUploadsWith(502, null);
    await expect(uploadCollection(file, () => {})).rejects.toMatchObject({
      message: "The upload didn't go through. Check your connection and try again.",
    });
  });
});
