/**
 * "Cookie settings": reopens the consent choice. There only when a tool that needs consent is
 * configured (otherwise there is nothing to choose).
 */
import { useRouteLoaderData } from "react-router";
import { needsConsent, type TBrowserTools } from "#web/features/monitoring/browser-tools.ts";
import { openConsentSettings } from "./consent-settings.ts";

export function useHasCookieSettings(): boolean {
  const data = useRouteLoaderData("root") as { browserTools?: TBrowserTools } | undefined;
  return needsConsent(data?.browserTools);
}

export function CookieSettingsButton({ className = "link-button" }: { className?: string }) {
  return (
    <button type="button" className={className} onClick={openConsentSettings}>
      Cookie settings
    </button>
  );
}
