/**
 * The outside tools a page may use, as the server's configuration says (root loader). The same for
 * every visitor, so cached pages can carry it; whether a visitor agreed is decided in the browser.
 */
export interface TBrowserTools {
  /** Sentry, when configured; without it browser errors go to Ladle's own /api/errors. */
  errorReporting: { dsn: string; tunnel: string | null; environment: string } | null;
  release: string | null;
  /** An advertising pixel; needs the visitor's consent. */
  pixel: { id: string; host: string } | null;
  /** A page-analytics tag; needs the visitor's consent. */
  pageAnalytics: { id: string; host: string } | null;
}

/** Whether the page must ask before loading anything (the pixel or the tag is configured). */
export function needsConsent(tools: TBrowserTools | null | undefined): boolean {
  return Boolean(tools && (tools.pixel || tools.pageAnalytics));
}

/** "an advertising pixel and page analytics": the tools that need consent, as the banner names them. */
export function describeConsentTools(tools: TBrowserTools): string {
  return [tools.pixel && "an advertising pixel", tools.pageAnalytics && "page analytics"].filter(Boolean).join(" and ");
}
