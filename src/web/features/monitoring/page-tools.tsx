/**
 * Starts error reporting once the page is interactive, and, only when the pixel or the
 * page-analytics tag is configured, loads the consent banner that decides whether they run.
 * Rendered by the root layout; it renders nothing on the server, so cached pages stay the same
 * for everyone.
 */
import { type ComponentType, useEffect, useState } from "react";
import { loadWhenOnline } from "#web/lib/chunk-loading.ts";
import { needsConsent, type TBrowserTools } from "./browser-tools.ts";
import { startErrorReporting } from "./error-reporting.ts";

const noTools: TBrowserTools = { errorReporting: null, release: null, pixel: null, pageAnalytics: null };

export function PageTools({ tools }: { tools: TBrowserTools | undefined }) {
  const [Manager, setManager] = useState<ComponentType<{ tools: TBrowserTools }> | null>(null);
  useEffect(() => {
    startErrorReporting(tools ?? noTools);
    if (!needsConsent(tools)) return;
    // Offline, the banner waits for the network (and so do the tools it lets run).
    return loadWhenOnline(
      () => import("#web/features/consent/consent-manager.tsx"),
      ({ ConsentManager }) => setManager(() => ConsentManager),
    );
  }, [tools]);
  return Manager && tools ? <Manager tools={tools} /> : null;
}
