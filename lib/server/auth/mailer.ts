/**
 * Outgoing e-mail behind one small interface. Development (no SMTP_HOST): messages are written to the server
 * log. Production: SMTP (SMTP_HOST, SMTP_PORT, SMTP_USER, SMTP_PASSWORD, SMTP_FROM) through node's TLS socket.
 */
import "server-only";

import { connect as tcpConnect, type Socket } from "node:net";
import { connect as tlsConnect } from "node:tls";

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

export const logMailer: Mailer = {
  async send(mail) {
    console.info(`[mail] to=${mail.to} subject=${JSON.stringify(mail.subject)}\n${mail.text}`);
  },
};

/** A minimal SMTP client: implicit TLS on 465, plain otherwise (for a local relay), AUTH LOGIN when a user is set. */
export function smtpMailer(config: { host: string; port: number; user?: string; password?: string; from: string }): Mailer {
  return {
    send: (mail) =>
      new Promise<void>((resolve, reject) => {
        const socket: Socket =
          config.port === 465 ? tlsConnect({ host: config.host, port: config.port, servername: config.host }) : tcpConnect(config.port, config.host);
        socket.setTimeout(15_000, () => socket.destroy(new Error("SMTP timed out")));
        const b64 = (s: string) => Buffer.from(s).toString("base64");
        const steps: string[] = [`EHLO msx-studio`];
        if (config.user) steps.push("AUTH LOGIN", b64(config.user), b64(config.password ?? ""));
        steps.push(`MAIL FROM:<${config.from}>`, `RCPT TO:<${mail.to}>`, "DATA");
        const body = [`From: ${config.from}`, `To: ${mail.to}`, `Subject: ${mail.subject}`, "Content-Type: text/plain; charset=utf-8", "", mail.text.replace(/^\./gm, ".."), "."].join("\r\n");
        steps.push(body, "QUIT");
        let buffer = "";
        socket.on("data", (chunk) => {
          buffer += chunk.toString();
          if (!/\r\n$/.test(buffer) || /^\d{3}-/m.test(buffer.split("\r\n").filter(Boolean).at(-1) ?? "")) return;
          const code = Number(buffer.slice(0, 3));
          buffer = "";
          if (code >= 400) {
            socket.destroy(new Error(`SMTP answered ${code}`));
            return;
          }
          const next = steps.shift();
          if (next === undefined) socket.end();
          else socket.write(`${next}\r\n`);
        });
        socket.on("error", reject);
        socket.on("close", () => (steps.length === 0 ? resolve() : reject(new Error("SMTP connection closed early"))));
      }),
  };
}

export function getMailer(env: Record<string, string | undefined> = process.env): Mailer {
  if (!env.SMTP_HOST) return logMailer;
  return smtpMailer({
    host: env.SMTP_HOST,
    port: Number(env.SMTP_PORT ?? 587),
    user: env.SMTP_USER,
    password: env.SMTP_PASSWORD,
    from: env.SMTP_FROM ?? "no-reply@msxstudio.app",
  });
}
