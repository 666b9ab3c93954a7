/** Starts a fake's HTTP server on a free loopback port: its address, and how to stop it at once. */
import type http from "node:http";
import type { AddressInfo } from "node:net";

export async function listenOnLoopback(server: http.Server): Promise<{ url: string; close(): Promise<void> }> {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        // Keep-alive connections would hold the server open.
        server.closeAllConnections();
      }),
  };
}
