import { z } from "zod";
import { defineEndpoints } from "../api/endpoint.ts";
import { ZErrorReport } from "./error-report.schema.ts";

export const monitoringApi = defineEndpoints("monitoring", {
  reportError: {
    method: "POST",
    path: "/errors",
    summary: "Report an error seen in the browser",
    description:
      "Written to the server's log with its category, message, trimmed stack, path and release. Used when no error-reporting service is configured. 429 when one client sends too many.",
    body: ZErrorReport,
    status: 204,
    response: z.null(),
  },
});
