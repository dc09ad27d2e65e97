/**
 * Before the end-to-end run: the loopback SMTP catcher the server sends its mail to (SMTP_HOST=127.0.0.1,
 * SMTP_PORT=E2E_SMTP_PORT, set for the webServer in playwright.config.ts). Each message becomes a JSON file in
 * E2E_MAIL_DIR, which the specs read (e2e/mail.ts). Plain SMTP: the mailer allows it only to a loopback host.
 */
import { renameSync, writeFileSync } from "node:fs";
import path from "node:path";

import { startSmtpCatcher } from "../lib/server/auth/testing/smtp-catcher";

export default async function globalSetup(): Promise<() => Promise<void>> {
  const dir = process.env.E2E_MAIL_DIR!;
  let n = 0;
  const catcher = await startSmtpCatcher({
    port: Number(process.env.E2E_SMTP_PORT),
    onMessage: (mail) => {
      n += 1;
      // Written whole, then renamed: a spec never reads half a message.
      const file = path.join(dir, `${Date.now()}-${String(n).padStart(5, "0")}.json`);
      writeFileSync(`${file}.part`, JSON.stringify(mail));
      renameSync(`${file}.part`, file);
    },
  });
  return () => catcher.close();
}
