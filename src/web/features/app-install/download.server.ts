import type { TEnv } from "#server/env.ts";
import { drawQrCode } from "./qr-code.server.ts";

/** What /download shows: the store listings that are configured, and a QR code of the page. */
export async function loadDownloadPage(env: Pick<TEnv, "IOS_APP_URL" | "ANDROID_APP_URL" | "publicUrl">) {
  return {
    iosAppUrl: env.IOS_APP_URL ?? null,
    androidAppUrl: env.ANDROID_APP_URL ?? null,
    qrCodeSvg: await drawQrCode(`${env.publicUrl}/get_app`),
  };
}
