/** The dashboard's four charts, built from what the overview endpoint answers. */
import type { TBlogDashboard } from "#core/dashboard/dashboard.schema.ts";
import type { TChartSpec } from "./chart-spec.ts";

type TDashboardData = Pick<TBlogDashboard, "subscribers" | "earnings" | "followers" | "currency">;

export function buildSubscriberChart(data: TDashboardData): TChartSpec {
  return {
    unit: "count",
    currency: data.currency,
    series: [
      { key: "new", label: "Joined", kind: "bar", color: "accent" },
      { key: "churned", label: "Left", kind: "bar", color: "primary" },
      { key: "active", label: "Subscribers", kind: "line", color: "spinner" },
    ],
    rows: data.subscribers.map((row) => ({
      month: row.month,
      values: { new: row.new, churned: row.churned, active: row.active },
    })),
  };
}

export function buildMrrChart(data: TDashboardData): TChartSpec {
  return {
    unit: "money",
    currency: data.currency,
    series: [{ key: "mrr", label: "Monthly recurring revenue", kind: "area", color: "primary" }],
    rows: data.subscribers.map((row) => ({ month: row.month, values: { mrr: row.mrr } })),
  };
}

export function buildEarningsChart(data: TDashboardData): TChartSpec {
  return {
    unit: "money",
    currency: data.currency,
    series: [{ key: "net", label: "Earnings after fees and refunds", kind: "bar", color: "accent" }],
    rows: data.earnings.map((row) => ({ month: row.month, values: { net: row.net } })),
  };
}

export function buildFollowerChart(data: TDashboardData): TChartSpec {
  return {
    unit: "count",
    currency: data.currency,
    series: [
      { key: "new", label: "New followers", kind: "bar", color: "accent" },
      { key: "total", label: "Followers", kind: "line", color: "spinner" },
    ],
    rows: data.followers.map((row) => ({ month: row.month, values: { new: row.new, total: row.total } })),
  };
}
