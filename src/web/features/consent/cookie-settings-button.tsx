/**
 * "Cookie settings": reopens the consent choice. There only when a tool that needs consent is
 * configured (otherwise there is nothing to choose).
 */
import { useRouteLoaderData } from "react-router";
import { needsConsent, type TBrowserTools } from "#web/features/monitoring/browser-tools.ts";
import { openConsentSettings } from "./consent-settings.ts";

/** The configured tools when one of them needs consent, else null. */
export function useConsentTools(): TBrowserTools | null {
  const data = useRouteLoaderData("root") as { browserTools?: TBrowserTools } | undefined;
  return data?.browserTools && needsConsent(data.browserTools) ? data.browserTools : null;
}

export function useHasCookieSettings(): boolean {
  return useConsentTools() !== null;
}

export function CookieSettingsButton({ className = "link-button" }: { className?: string }) {
  return (
    <button type="button" className={className} onClick={openConsentSettings}>
      Cookie settings
    </button>
  );
}
