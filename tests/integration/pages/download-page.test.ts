/** /download's data: store badges only for the listings configured, and the QR code drawn on the server. */
import { describe, expect, it } from "vitest";
import { loadDownloadPage } from "#web/features/app-install/download.server.ts";

describe("loadDownloadPage", () => {
  const publicUrl = "https://ladle.example";

  it("offers only the store listings that are configured", async () => {
    const ios = await loadDownloadPage({ publicUrl, IOS_APP_URL: "https://apps.apple.com/app/ladle/id123" });
    expect(ios).toMatchObject({ iosAppUrl: "https://apps.apple.com/app/ladle/id123", androidAppUrl: null });
    const none = await loadDownloadPage({ publicUrl });
    expect(none).toMatchObject({ iosAppUrl: null, androidAppUrl: null });
  });

  it("draws a labelled QR code as SVG", async () => {
    const { qrCodeSvg } = await loadDownloadPage({ publicUrl });
    expect(qrCodeSvg).toMatch(/^<svg role="img" aria-label="QR code for this page" /);
    expect(qrCodeSvg).toContain("<path");
  });
});
