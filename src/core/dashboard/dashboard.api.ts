import { defineEndpoints } from "../api/endpoint.ts";
import {
  ZBlogDashboard,
  ZBlogIdParams,
  ZBlogMonthParams,
  ZDashboardHistory,
  ZDashboardMonth,
} from "./dashboard.schema.ts";

const ownerOnly =
  "Only the blog's owner, with subscriber content: 403 for any other role, 404 for someone else's blog.";

export const dashboardApi = defineEndpoints("dashboard", {
  overview: {
    method: "GET",
    path: "/blogs/:blogId/dashboard",
    summary: "The blog dashboard (/me/blog/dashboard): subscribers, MRR, earnings, followers, top recipes",
    description: `The current month and the eleven before it, in UTC. ${ownerOnly}`,
    isSignedIn: true,
    params: ZBlogIdParams,
    response: ZBlogDashboard,
  },
  history: {
    method: "GET",
    path: "/blogs/:blogId/dashboard/history",
    summary: "Earnings month by month (/me/blog/dashboard/history): payments, fees, refunds, payouts, net",
    description: `Net = paid − Ladle's fees − refunds; a refund counts in the month it was made, and a fee given back with it (a reader's duplicate payment, or ticked when refunding at the payment provider) comes off that month's fees. ${ownerOnly}`,
    isSignedIn: true,
    params: ZBlogIdParams,
    response: ZDashboardHistory,
  },
  month: {
    method: "GET",
    path: "/blogs/:blogId/dashboard/history/:month",
    summary: "One month's payments, refunds and payouts (/me/blog/dashboard/history/{YYYY-MM})",
    description: ownerOnly,
    isSignedIn: true,
    params: ZBlogMonthParams,
    response: ZDashboardMonth,
  },
});
