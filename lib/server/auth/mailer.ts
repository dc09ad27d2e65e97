/**
 * Outgoing e-mail behind one small interface, sent through nodemailer.
 * - With SMTP_HOST: SMTP (SMTP_PORT, SMTP_USER, SMTP_PASSWORD, SMTP_FROM). Port 465 is implicit TLS; any other port
 *   must upgrade with STARTTLS (required: a server that does not offer it gets nothing, not the password in clear).
 *   Plain SMTP only to a loopback host (a test server, a local catcher such as Mailpit).
 * - Without SMTP_HOST: development writes the message to the server log (its links work, for trying resets locally);
 *   production writes only that a message was not sent, never a working link.
 * Mail goes out after the request has answered (`deliverLater`), so an answer never tells by its timing whether an
 * account exists.
 */
import "server-only";

import { isIP } from "node:net";

import nodemailer from "nodemailer";

import { loggableError } from "@/lib/server/api";

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/** Development without SMTP: the whole message in the log, so a developer can open its link. */
export const logMailer: Mailer = {
  async send(mail) {
    console.info(`[mail] to=${mail.to} subject=${JSON.stringify(mail.subject)}\n${mail.text}`);
  },
};

/** Production without SMTP: the log says a message was not sent, and holds none of its text (no working link). */
export const offMailer: Mailer = {
  async send(mail) {
    console.warn(`[mail] not sent (SMTP_HOST is not set): subject=${JSON.stringify(mail.subject)}`);
  },
};

/** A host name or address that stays on this machine. */
export function isLoopbackHost(host: string): boolean {
  const h = host.replace(/^\[|\]$/g, "").toLowerCase();
  if (h === "localhost" || h.endsWith(".localhost")) return true;
  if (isIP(h) === 4) return h.startsWith("127.");
  return h === "::1";
}

export interface SmtpConfig {
  host: string;
  port: number;
  user?: string;
  password?: string;
  from: string;
}

/**
 * nodemailer's transport options for a config: implicit TLS on 465; STARTTLS required on every other port, except
 * to a loopback host, which may speak plain SMTP. Certificates are always checked.
 */
export function smtpTransportOptions(config: SmtpConfig) {
  const implicit = config.port === 465;
  const plainAllowed = !implicit && isLoopbackHost(config.host);
  return {
    host: config.host,
    port: config.port,
    secure: implicit,
    requireTLS: !implicit && !plainAllowed,
    ignoreTLS: plainAllowed,
    auth: config.user ? { user: config.user, pass: config.password ?? "" } : undefined,
    tls: { servername: isIP(config.host) ? undefined : config.host, rejectUnauthorized: true },
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 30_000,
  };
}

export function smtpMailer(config: SmtpConfig): Mailer {
  const transport = nodemailer.createTransport(smtpTransportOptions(config));
  return {
    async send(mail) {
      await transport.sendMail({ from: config.from, to: mail.to, subject: mail.subject, text: mail.text });
    },
  };
}

export function getMailer(env: Record<string, string | undefined> = process.env): Mailer {
  if (!env.SMTP_HOST) return env.NODE_ENV === "production" ? offMailer : logMailer;
  return smtpMailer({
    host: env.SMTP_HOST,
    port: Number(env.SMTP_PORT ?? 587),
    user: env.SMTP_USER,
    password: env.SMTP_PASSWORD,
    from: env.SMTP_FROM ?? "no-reply@msxstudio.app",
  });
}

/** What the start-up log says about mail. */
export function mailSetupLog(env: Record<string, string | undefined>): { level: "info" | "warn"; message: string } {
  if (env.SMTP_HOST) {
    const port = Number(env.SMTP_PORT ?? 587);
    const how = port === 465 ? "implicit TLS" : isLoopbackHost(env.SMTP_HOST) ? "plain SMTP to a loopback host" : "STARTTLS required";
    return { level: "info", message: `MSX Studio: mail goes through SMTP ${env.SMTP_HOST}:${port} (${how}).` };
  }
  if (env.NODE_ENV === "production") {
    return {
      level: "warn",
      message: "MSX Studio: SMTP_HOST is not set, so password-reset and e-mail verification mail is off: nothing is sent, and no link is logged.",
    };
  }
  return { level: "info", message: "MSX Studio: SMTP_HOST is not set: mail (reset and verification links) is written to this log." };
}

const pending = new Set<Promise<void>>();

/**
 * Runs `work` (looking an account up, sending its mail) after the answer has gone: its failure is logged, never
 * shown to the visitor, whose answer is the same whatever happens here.
 */
export function deliverLater(work: () => Promise<void>): void {
  const job = Promise.resolve()
    .then(work)
    .catch((error: unknown) => console.error("Mail could not be sent:", loggableError(error)))
    .finally(() => pending.delete(job));
  pending.add(job);
}

/** Resolves once the mail handed to deliverLater so far has been sent or has failed. */
export async function mailDelivered(): Promise<void> {
  while (pending.size) await Promise.all([...pending]);
}
