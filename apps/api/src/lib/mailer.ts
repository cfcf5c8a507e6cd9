import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Which template made it: the only thing of the mail the outbox's log line names (not its recipient, subject or links). */
  template?: string;
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
 * an `.eml` file under `DATA_DIR/mail/`, where a developer (and the end-to-end
 * tests) open it. The log says which template was written to which file, never
 * to whom or with which link (decision 040).
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
      // NOTE: the file's name is a time and a random part; the recipient, subject and links stay in the file.
      options.log(`mail ${message.template ?? 'message'} written to ${file}`);
    },
    close: () => transport.close(),
  };
}
