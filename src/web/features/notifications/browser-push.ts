/**
 * This browser's side of Web Push: whether it can receive notifications, its subscription, asking
 * for permission and subscribing with the server's VAPID key. All of it needs the service worker
 * (/sw.js), which shows the notices.
 */

export type TPushSupport = "supported" | "unsupported" | "denied";

export function readPushSupport(): TPushSupport {
  if (!("serviceWorker" in navigator) || !("PushManager" in window) || !("Notification" in window)) {
    return "unsupported";
  }
  return Notification.permission === "denied" ? "denied" : "supported";
}

/** The worker's registration, registering it when the page has not yet (development builds). */
async function findRegistration(): Promise<ServiceWorkerRegistration> {
  const existing = await navigator.serviceWorker.getRegistration("/");
  if (existing) return existing;
  await navigator.serviceWorker.register("/sw.js", { scope: "/" });
  return navigator.serviceWorker.ready;
}

export async function findBrowserSubscription(): Promise<PushSubscription | null> {
  if (readPushSupport() === "unsupported") return null;
  const registration = await navigator.serviceWorker.getRegistration("/");
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/** Asks for permission and subscribes; null when the person said no. */
export async function subscribeBrowser(vapidPublicKey: string): Promise<PushSubscriptionJSON | null> {
  const permission = await Notification.requestPermission();
  if (permission !== "granted") return null;
  const registration = await findRegistration();
  const subscription =
    (await registration.pushManager.getSubscription()) ??
    (await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: decodeBase64Url(vapidPublicKey),
    }));
  return subscription.toJSON();
}

function decodeBase64Url(text: string): Uint8Array<ArrayBuffer> {
  const base64 = text
    .replace(/-/g, "+")
    .replace(/_/g, "/")
    .padEnd(Math.ceil(text.length / 4) * 4, "=");
  const binary = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}
