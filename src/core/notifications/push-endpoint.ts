/**
 * Which push-service addresses the server will post to. A browser's subscription names its push
 * service, but the address reaches the server through an API call anyone can make, so only the
 * browser vendors' services are accepted: otherwise the server could be aimed at any host.
 */
const pushServiceHosts = [
  "fcm.googleapis.com",
  "android.googleapis.com",
  "push.services.mozilla.com",
  "notify.windows.com",
  "push.apple.com",
];

/** A host that is one of the services or a subdomain of one (updates.push.services.mozilla.com). */
function isPushServiceHost(hostname: string): boolean {
  const host = hostname.toLowerCase();
  return pushServiceHosts.some((service) => host === service || host.endsWith(`.${service}`));
}

/**
 * True for an https address of a known push service; with `allowLoopback` (tests only) also for a
 * fake push service on 127.0.0.1.
 */
export function isPushEndpointAllowed(endpoint: string, { allowLoopback = false } = {}): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (allowLoopback && url.hostname === "127.0.0.1" && (url.protocol === "http:" || url.protocol === "https:")) {
    return true;
  }
  return url.protocol === "https:" && url.port === "" && isPushServiceHost(url.hostname);
}
