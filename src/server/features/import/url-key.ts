/**
 * The key two addresses of the same recipe page share, for finding an earlier import: scheme,
 * "www.", fragment, trailing slash and tracking parameters do not count; the other query
 * parameters are sorted.
 */

const trackingParameter =
  /^(?:utm_\w+|fbclid|gclid|dclid|gbraid|wbraid|msclkid|yclid|mc_cid|mc_eid|igshid|_ga|_gl|ref_src|amp|s_kwcid|epik)$/i;

export function toUrlKey(input: string | null | undefined): string | null {
  if (!input) return null;
  let url: URL;
  try {
    url = new URL(input.trim());
  } catch {
    return null;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return null;
  const host = url.hostname.replace(/^www\./, "").replace(/\.$/, "");
  const isDefaultPort = !url.port || url.port === "80" || url.port === "443";
  const params = [...url.searchParams]
    .filter(([name]) => !trackingParameter.test(name))
    .sort(([a], [b]) => a.localeCompare(b));
  const query = params.length > 0 ? `?${new URLSearchParams(params).toString()}` : "";
  const path = url.pathname.replace(/\/+$/, "") || "/";
  return `${host}${isDefaultPort ? "" : `:${url.port}`}${path}${query}`.slice(0, 2000);
}
