/** The fake SMTP and Twilio servers for one test file, and the configuration that points at them. */
import { afterAll, beforeAll } from "vitest";
import { startFakeSmtp, type TFakeSmtp } from "./smtp.ts";
import { startFakeTwilio, type TFakeTwilio } from "./twilio.ts";

export interface TFakeProviders {
  smtp: TFakeSmtp;
  twilio: TFakeTwilio;
  /** SMTP_URL and TWILIO_* for an app or a sender that delivers through the fakes. */
  env(): Record<string, string>;
}

/** Starts both fakes before the file's tests and stops them after; their fields are set in beforeAll. */
export function serveFakeProviders(): TFakeProviders {
  const fakes = {
    env: () => ({
      SMTP_URL: fakes.smtp.url,
      TWILIO_ACCOUNT_SID: "AC0123456789",
      TWILIO_AUTH_TOKEN: "twilio-secret",
      TWILIO_FROM: "+15005550006",
      TWILIO_API_URL: fakes.twilio.url,
    }),
  } as unknown as TFakeProviders;
  beforeAll(async () => {
    [fakes.smtp, fakes.twilio] = await Promise.all([startFakeSmtp(), startFakeTwilio()]);
  });
  afterAll(async () => {
    await Promise.all([fakes.smtp?.close(), fakes.twilio?.close()]);
  });
  return fakes;
}
