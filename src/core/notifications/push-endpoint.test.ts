import { describe, expect, it } from "vitest";
import { isPushEndpointAllowed } from "./push-endpoint.ts";

describe("isPushEndpointAllowed", () => {
  it("accepts the browsers' push services over https", () => {
    for (const endpoint of [
      "https://fcm.googleapis.com/fcm/send/abc:def",
      "https://updates.push.services.mozilla.com/wpush/v2/gAAA",
      "https://wns2-par02p.notify.windows.com/w/?token=AAA",
      "https://web.push.apple.com/QGuQ",
    ]) {
      expect(isPushEndpointAllowed(endpoint), endpoint).toBe(true);
    }
  });

  it("refuses other hosts, plain http, other ports and look-alike names", () => {
    for (const endpoint of [
      "https://example.com/push",
      "http://fcm.googleapis.com/fcm/send/abc",
      "https://fcm.googleapis.com:8443/fcm/send/abc",
      "https://fcm.googleapis.com.evil.example/x",
      "https://evilpush.apple.com.example/x",
      "https://169.254.169.254/latest/meta-data",
      "not a url",
    ]) {
      expect(isPushEndpointAllowed(endpoint), endpoint).toBe(false);
    }
  });

  it("lets tests use a fake push service on 127.0.0.1 only when allowed", () => {
    expect(isPushEndpointAllowed("http://127.0.0.1:4555/push/1")).toBe(false);
    expect(isPushEndpointAllowed("http://127.0.0.1:4555/push/1", { allowLoopback: true })).toBe(true);
    expect(isPushEndpointAllowed("http://localhost:4555/push/1", { allowLoopback: true })).toBe(false);
  });
});
