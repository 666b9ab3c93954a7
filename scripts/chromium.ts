/**
 * The Chromium the end-to-end tests and the Lighthouse benchmark drive (Debian's, unless
 * CHROMIUM_PATH names another), and its flags: no sandbox (containers), no GPU, and none of the
 * background traffic (updates, sync, QUIC probes) that would add requests to what is measured.
 */
export const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export const chromiumFlags = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
