import { Writable } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import {
  type EntryContext,
  type HandleErrorFunction,
  isRouteErrorResponse,
  type RouterContextProvider,
  ServerRouter,
} from "react-router";
import { appContext } from "./context.ts";
import { paintBeforeLoadingApp } from "./lib/paint-first.server.ts";

// The server reads the context key from the server build so both sides share one object.
export { appContext };

export const streamTimeout = 5_000;

/**
 * A loader or action that threw (not a response it threw on purpose, such as a 404) is logged with
 * the request's id, and sent to the error reporter when one is configured. An aborted request is
 * the visitor leaving, not an error.
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted || isRouteErrorResponse(error)) return;
  reportServerError(context as RouterContextProvider, error);
};

function reportServerError(context: RouterContextProvider, error: unknown) {
  let report: ((error: unknown) => void) | undefined;
  try {
    report = context.get(appContext).reportError;
  } catch {
    // A render without Ladle's context (a route test) has no logger: the console will do.
  }
  if (report) report(error);
  else console.error(error);
}

/**
 * Renders the whole page before answering: Ladle's pages are small and server data is ready
 * before render, so one buffered write is faster than streaming and gives crawlers full HTML.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const nonce = loadContext.get(appContext).nonce || undefined;
  return new Promise<Response>((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk, _encoding, callback) {
        chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
        callback();
      },
      final(callback) {
        clearTimeout(timeout);
        responseHeaders.set("Content-Type", "text/html; charset=utf-8");
        const html = paintBeforeLoadingApp(Buffer.concat(chunks).toString("utf8"));
        resolve(new Response(html, { status: responseStatusCode, headers: responseHeaders }));
        callback();
      },
    });
    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />,
      {
        nonce,
        onAllReady() {
          pipe(sink);
        },
        onShellError(error) {
          clearTimeout(timeout);
          reject(error);
        },
        onError(error) {
          responseStatusCode = 500;
          reportServerError(loadContext, error);
        },
      },
    );
    const timeout = setTimeout(abort, streamTimeout + 1000);
  });
}
