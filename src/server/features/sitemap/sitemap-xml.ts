/** The sitemap protocol's XML (sitemaps.org): a list of addresses, or an index of sitemaps. */

const entities: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" };

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (mark) => entities[mark]);
}

function entry(tag: "url" | "sitemap", location: string, lastModified: string | null): string {
  const modified = lastModified ? `<lastmod>${escapeXml(lastModified)}</lastmod>` : "";
  return `<${tag}><loc>${escapeXml(location)}</loc>${modified}</${tag}>`;
}

const xmlHead = '<?xml version="1.0" encoding="UTF-8"?>\n';
const namespace = 'xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"';

export function buildUrlSet(urls: readonly { location: string; lastModified: string | null }[]): string {
  const body = urls.map((url) => entry("url", url.location, url.lastModified)).join("\n");
  return `${xmlHead}<urlset ${namespace}>\n${body}\n</urlset>\n`;
}

export function buildSitemapIndex(sitemaps: readonly { location: string; lastModified: string | null }[]): string {
  const body = sitemaps.map((sitemap) => entry("sitemap", sitemap.location, sitemap.lastModified)).join("\n");
  return `${xmlHead}<sitemapindex ${namespace}>\n${body}\n</sitemapindex>\n`;
}
