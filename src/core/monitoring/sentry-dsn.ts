/**
 * A Sentry DSN (`https://<public key>@<host>/<project id>`) and the ingest address envelopes are
 * posted to. Parsed once for the server's configuration, the browser's tunnel and the CSP.
 */
export interface TSentryDsn {
  /** `https://o1.ingest.sentry.io` (scheme, host and port). */
  origin: string;
  publicKey: string;
  projectId: string;
  /** `<origin>/api/<project id>/envelope/`. */
  envelopeUrl: string;
}

/** The DSN's parts, or null when the text is not a DSN. */
export function parseSentryDsn(text: string): TSentryDsn | null {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return null;
  const match = /^((?:\/[^/]+)*)\/(\d+)$/.exec(url.pathname);
  if (!url.username || url.password || !match) return null;
  const projectId = match[2];
  const prefix = match[1];
  return {
    origin: url.origin,
    publicKey: decodeURIComponent(url.username),
    projectId,
    envelopeUrl: `${url.origin}${prefix}/api/${projectId}/envelope/`,
  };
}

/** Whether two DSNs name the same project with the same key (a tunnel forwards only its own DSN's envelopes). */
export function isSameSentryDsn(a: TSentryDsn, b: TSentryDsn): boolean {
  return a.origin === b.origin && a.publicKey === b.publicKey && a.projectId === b.projectId;
}
