import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Links the mail carries, logged when mail goes to the outbox folder. */
  links?: string[];
  /** Where an answer goes instead of the sender (a contact message goes back to whoever wrote it). */
  replyTo?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

interface MailerOptions {
  smtpUrl: string | undefined;
  from: string;
  outboxDir: string;
  log: (message: string) => void;
}

/**
 * Sends mail over SMTP when `SMTP_URL` is set; otherwise writes each message as
 * an `.eml` file under `DATA_DIR/mail/` and logs its links, so that a developer
 * (and the end-to-end tests) can open them.
 */
export function createMailer(options: MailerOptions): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      async send(message) {
        await transport.sendMail({
          from: options.from,
          to: message.to,
          replyTo: message.replyTo,
          subject: message.subject,
          text: message.text,
          html: message.html,
        });
      },
      close: () => transport.close(),
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(message) {
      const info = await transport.sendMail({
        from: options.from,
        to: message.to,
        replyTo: message.replyTo,
        subject: message.subject,
        text: message.text,
        html: message.html,
      });
      await fs.mkdir(options.outboxDir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = path.join(options.outboxDir, `${stamp}-${randomUUID().slice(0, 8)}.eml`);
      await fs.writeFile(file, info.message as Buffer);
      const links = message.links?.length ? ` — ${message.links.join(' ')}` : '';
      options.log(`Mail "${message.subject}" to ${message.to} written to ${file}${links}`);
    },
    close: () => transport.close(),
  };
}
