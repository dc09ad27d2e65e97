/**
 * Test support: a small SMTP server for 127.0.0.1 that accepts every message and keeps it, so tests read the mail
 * the app sends (verification and reset links) the way a person does. Plain SMTP, which the mailer speaks only to a
 * loopback host (lib/server/auth/mailer.ts); it offers no STARTTLS and no AUTH. Single-part text messages, as the app
 * sends them, are decoded (quoted-printable or base64) into `text`.
 */
import { createServer, type Server, type Socket } from "node:net";

export interface CaughtMail {
  from: string;
  to: string[];
  subject: string;
  /** The decoded body. */
  text: string;
  receivedAt: string;
}

export interface SmtpCatcher {
  port: number;
  messages: CaughtMail[];
  close(): Promise<void>;
}

function decodeQuotedPrintable(body: string): string {
  const joined = body.replace(/=\r?\n/g, "");
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const c = joined[i];
    if (c === "=" && /^[0-9A-Fa-f]{2}$/.test(joined.slice(i + 1, i + 3))) {
      bytes.push(parseInt(joined.slice(i + 1, i + 3), 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(c, "utf8"));
    }
  }
  return Buffer.from(bytes).toString("utf8");
}

/** RFC 2047 encoded words in a header (=?UTF-8?Q?...?= or =?UTF-8?B?...?=). */
function decodeHeader(value: string): string {
  return value.replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=\s*/g, (_, _charset: string, kind: string, text: string) =>
    kind.toUpperCase() === "B" ? Buffer.from(text, "base64").toString("utf8") : decodeQuotedPrintable(text.replace(/_/g, " ")),
  );
}

/** Parses a message as sent after DATA (dot-unstuffed). */
export function parseMessage(raw: string, envelope: { from: string; to: string[] }): CaughtMail {
  const split = raw.indexOf("\r\n\r\n");
  const head = split >= 0 ? raw.slice(0, split) : raw;
  const body = split >= 0 ? raw.slice(split + 4) : "";
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r\n[ \t]+/g, " ").split("\r\n")) {
    const colon = line.indexOf(":");
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  const encoding = (headers.get("content-transfer-encoding") ?? "").toLowerCase();
  const text = encoding === "quoted-printable" ? decodeQuotedPrintable(body) : encoding === "base64" ? Buffer.from(body, "base64").toString("utf8") : body;
  return { ...envelope, subject: decodeHeader(headers.get("subject") ?? ""), text: text.replace(/\r\n/g, "\n"), receivedAt: new Date().toISOString() };
}

const address = (arg: string) => /<([^>]*)>/.exec(arg)?.[1] ?? arg.trim();

function session(socket: Socket, onMessage: (mail: CaughtMail) => void) {
  let buffer = "";
  let inData = false;
  let data: string[] = [];
  let from = "";
  let to: string[] = [];
  const reply = (line: string) => socket.write(`${line}\r\n`);
  reply("220 127.0.0.1 MSX Studio test catcher");
  socket.on("error", () => socket.destroy());
  socket.on("data", (chunk) => {
    buffer += chunk.toString("utf8");
    let end: number;
    while ((end = buffer.indexOf("\r\n")) >= 0) {
      const line = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      if (inData) {
        if (line === ".") {
          inData = false;
          onMessage(parseMessage(data.join("\r\n"), { from, to }));
          data = [];
          from = "";
          to = [];
          reply("250 2.0.0 Queued");
        } else {
          data.push(line.startsWith("..") ? line.slice(1) : line);
        }
        continue;
      }
      const verb = line.split(" ")[0].toUpperCase();
      const arg = line.slice(verb.length).trim();
      if (verb === "EHLO") {
        reply("250-127.0.0.1");
        reply("250-8BITMIME");
        reply("250 SMTPUTF8");
      } else if (verb === "HELO") reply("250 127.0.0.1");
      else if (verb === "MAIL") {
        from = address(arg.replace(/^FROM:/i, ""));
        reply("250 2.1.0 Ok");
      } else if (verb === "RCPT") {
        to.push(address(arg.replace(/^TO:/i, "")));
        reply("250 2.1.5 Ok");
      } else if (verb === "DATA") {
        if (to.length === 0) reply("503 5.5.1 No recipients");
        else {
          inData = true;
          reply("354 End data with <CR><LF>.<CR><LF>");
        }
      } else if (verb === "RSET") {
        from = "";
        to = [];
        reply("250 2.0.0 Ok");
      } else if (verb === "NOOP") reply("250 2.0.0 Ok");
      else if (verb === "QUIT") {
        reply("221 2.0.0 Bye");
        socket.end();
      } else reply("502 5.5.2 Command not recognized");
    }
  });
}

/** Starts a catcher on 127.0.0.1 (`port` 0: any free port). `onMessage` sees each message as it arrives. */
export async function startSmtpCatcher(options: { port?: number; onMessage?: (mail: CaughtMail) => void } = {}): Promise<SmtpCatcher> {
  const messages: CaughtMail[] = [];
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
    session(socket, (mail) => {
      messages.push(mail);
      options.onMessage?.(mail);
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, "127.0.0.1", resolve);
  });
  return {
    port: (server.address() as { port: number }).port,
    messages,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/** The first link to `path` on this site in a message's text (e.g. /verify-email), or null. */
export function linkIn(mail: Pick<CaughtMail, "text">, path: string): string | null {
  const match = new RegExp(`https?://[^\\s]+${path.replace(/[/.]/g, "\\$&")}\\?token=[A-Za-z0-9_-]+`).exec(mail.text);
  return match?.[0] ?? null;
}
