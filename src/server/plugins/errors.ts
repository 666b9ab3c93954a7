import type { FastifyError, FastifyInstance, FastifyRequest } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { AppError, codeForStatus, defaultMessages } from "#core/errors.ts";
import { databaseUnavailableMessage, isDatabaseUnavailable } from "#server/lib/database-unavailable.ts";
import { captureServerError } from "#server/lib/server-monitoring.ts";

/** One error handler: every API failure leaves as `{code, message}` with a fitting status. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | AppError | Error, request, reply) => {
    if (error instanceof AppError) {
      if (error.status >= 500) {
        request.log.error({ err: error }, error.message);
        captureServerError(error, requestDetails(request));
      }
      return reply.status(error.status).send({ code: error.code, message: error.message });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      const field = first?.instancePath?.replace(/^\//, "").replaceAll("/", ".");
      const message = first ? `${field ? `${field}: ` : ""}${first.message}` : defaultMessages.VALIDATION_FAILED;
      return reply.status(400).send({ code: "VALIDATION_FAILED", message });
    }
    if (isDatabaseUnavailable(error)) {
      // An outage, not a bug: one warning per request, no error report, and a hint when to retry.
      request.log.warn({ err: error }, "database unavailable");
      reply.header("retry-after", "5");
      return reply.status(503).send({ code: "UNAVAILABLE", message: databaseUnavailableMessage });
    }
    const status = "statusCode" in error && typeof error.statusCode === "number" ? error.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err: error }, "request failed");
      captureServerError(error, requestDetails(request));
      return reply.status(500).send({ code: "INTERNAL", message: defaultMessages.INTERNAL });
    }
    const code = codeForStatus(status);
    const message = status === 429 ? defaultMessages.RATE_LIMITED : publicMessage(error, code);
    return reply.status(status).send({ code, message });
  });

  app.setNotFoundHandler((request, reply) => {
    reply
      .status(404)
      .send({ code: "NOT_FOUND", message: `No API endpoint at ${request.method} ${request.url.split("?")[0]}.` });
  });
}

function requestDetails(request: FastifyRequest) {
  return { requestId: request.id, method: request.method, path: request.url.split("?")[0] };
}

/** Fastify's own 4xx messages are safe and useful ("Body is not valid JSON"); keep them short. */
function publicMessage(error: Error, code: keyof typeof defaultMessages): string {
  const message = error.message?.trim();
  if (!message || message.length > 200) return defaultMessages[code];
  return message.replace(/^FST_\w+:\s*/, "");
}
