import { useRouteLoaderData } from "react-router";
import type { loader as rootLoader } from "../../root.tsx";

/** The configuration's default, for a render without the root loader's data. */
const defaultPlatformFeePercent = 10;

/**
 * The percent of each subscription payment Ladle keeps (env PLATFORM_FEE_PERCENT, passed down by
 * the root loader), so every page that talks money to a creator says the same number.
 */
export function usePlatformFeePercent(): number {
  return useRouteLoaderData<typeof rootLoader>("root")?.platformFeePercent ?? defaultPlatformFeePercent;
}

/** "10%", "7.5%": the fee as a creator reads it. */
export function formatFeePercent(percent: number): string {
  return `${new Intl.NumberFormat("en-US", { maximumFractionDigits: 2 }).format(percent)}%`;
}
