/**
 * A minimal SMTP server on 127.0.0.1 for tests: enough of RFC 5321 for nodemailer to hand over a
 * message (no TLS, no auth), which it keeps, decoded, for the test to read.
 */
import net from "node:net";

export interface TFakeEmail {
  from: string;
  to: string[];
  subject: string;
  /** The body, with quoted-printable soft breaks and escapes undone. */
  text: string;
}

export interface TFakeSmtp {
  url: string;
  messages: TFakeEmail[];
  /** While true, new connections are accepted and never answered (a server that hangs). */
  isHanging: boolean;
  /** Resolves with the first message (already received or still to come) that matches. */
  waitFor(match: (message: TFakeEmail) => boolean, timeoutMs?: number): Promise<TFakeEmail>;
  close(): Promise<void>;
}

export async function startFakeSmtp(): Promise<TFakeSmtp> {
  const messages: TFakeEmail[] = [];
  const waiters = new Set<() => void>();
  const sockets = new Set<net.Socket>();
  let isHanging = false;

  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
    socket.on("error", () => {});
    if (isHanging) return;
    let buffer = "";
    let inData = false;
    let envelope = { from: "", to: [] as string[] };
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply("220 fake-smtp ESMTP ready");

    socket.on("data", (chunk) => {
      buffer += chunk.toString("utf8");
      while (true) {
        if (inData) {
          const end = buffer.indexOf("\r\n.\r\n");
          if (end === -1) return;
          const raw = buffer.slice(0, end);
          buffer = buffer.slice(end + 5);
          inData = false;
          messages.push(parseMessage(envelope, raw));
          envelope = { from: "", to: [] };
          reply("250 2.0.0 queued");
          for (const wake of waiters) wake();
          continue;
        }
        const lineEnd = buffer.indexOf("\r\n");
        if (lineEnd === -1) return;
        const line = buffer.slice(0, lineEnd);
        buffer = buffer.slice(lineEnd + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === "EHLO" || verb === "HELO") reply("250 fake-smtp");
        else if (verb === "MAIL") {
          envelope.from = addressIn(line);
          reply("250 2.1.0 ok");
        } else if (verb === "RCPT") {
          envelope.to.push(addressIn(line));
          reply("250 2.1.5 ok");
        } else if (verb === "DATA") {
          inData = true;
          reply("354 end with <CRLF>.<CRLF>");
        } else if (verb === "RSET" || verb === "NOOP") reply("250 ok");
        else if (verb === "QUIT") {
          reply("221 bye");
          socket.end();
          return;
        } else reply("502 command not implemented");
      }
    });
  });

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;

  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    get isHanging() {
      return isHanging;
    },
    set isHanging(value: boolean) {
      isHanging = value;
    },
    waitFor(match, timeoutMs = 5000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = messages.find(match);
          if (!found) return;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(found);
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error("No matching email reached the fake SMTP server"));
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    close: () =>
      new Promise((resolve) => {
        // Hung connections would otherwise keep the server open until the client gives up.
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

function addressIn(line: string): string {
  return /<([^>]*)>/.exec(line)?.[1]?.toLowerCase() ?? "";
}

function parseMessage(envelope: { from: string; to: string[] }, raw: string): TFakeEmail {
  const unstuffed = raw.replace(/^\.\./gm, ".");
  const split = unstuffed.indexOf("\r\n\r\n");
  const head = unstuffed.slice(0, split).replace(/\r\n[ \t]+/g, " ");
  const body = unstuffed.slice(split + 4);
  const header = (name: string) => new RegExp(`^${name}:\\s*(.*)$`, "im").exec(head)?.[1] ?? "";
  const isQuotedPrintable = /quoted-printable/i.test(header("Content-Transfer-Encoding"));
  const text = isQuotedPrintable
    ? Buffer.from(
        body
          .replace(/=\r\n/g, "")
          .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
        "latin1",
      ).toString("utf8")
    : body;
  return { from: envelope.from, to: envelope.to, subject: header("Subject"), text };
}
