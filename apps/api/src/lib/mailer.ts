import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Clock } from './clock.ts';

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
  /** The application's clock: a mail's `Date:` is its time, and the outbox's retention counts from it. */
  clock: Clock;
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
          date: options.clock.now(),
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
        // NOTE: the outbox's retention (`mail_outbox`, 7 days) reads this header, not the file's time,
        // so that it follows the application's clock; the file's name keeps the order of writing.
        date: options.clock.now(),
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

/** Where a stored mail's header section ends (its first empty line), unfolded (RFC 5322 §2.2.3). */
function headerOf(message: string): string {
  return (message.split(/\r?\n\r?\n/, 1)[0] ?? '').replace(/\r?\n[ \t]+/g, ' ');
}

/** When a stored mail was written: its `Date:` header (the application's clock); null if it has none that parses. */
function writtenAt(message: string): Date | null {
  const date = headerOf(message).match(/^date:(.*)$/im)?.[1];
  const ms = date ? Date.parse(date) : Number.NaN;
  return Number.isNaN(ms) ? null : new Date(ms);
}

/**
 * Deletes at most `limit` mails of the outbox (`.eml` files, written without SMTP_URL) written at or
 * before `before` by their `Date:` header (the application's clock; a file without one, by its
 * modification time); how many it deleted. Another process deleting the same file meanwhile is not an
 * error (the retention job's `mail_outbox` rule, issue #26, may run in two workers at once).
 */
export async function pruneOutbox(outboxDir: string, before: Date, limit: number): Promise<number> {
  let names: string[];
  try {
    names = (await fs.readdir(outboxDir)).filter((name) => name.endsWith('.eml'));
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return 0;
    throw err;
  }
  let deleted = 0;
  for (const name of names) {
    if (deleted >= limit) break;
    const file = path.join(outboxDir, name);
    try {
      const written = writtenAt(await fs.readFile(file, 'utf8')) ?? (await fs.stat(file)).mtime;
      if (written > before) continue;
      await fs.unlink(file);
      deleted += 1;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
    }
  }
  return deleted;
}

/** The addresses a stored mail's `To:` header names, lower-cased (its header unfolded, RFC 5322 §2.2.3). */
function recipientsOf(message: string): string[] {
  const to = headerOf(message).match(/^to:(.*)$/im)?.[1] ?? '';
  return (to.match(/[^\s<>,"]+@[^\s<>,"]+/g) ?? []).map((a) => a.toLowerCase());
}

/**
 * Deletes the mails of the outbox (`DATA_DIR/mail`, written without SMTP_URL: development) addressed
 * to `address`, in any case: the erasure of an account takes its copies of the mails sent to it.
 * Answers how many went; a missing folder holds none.
 */
export async function forgetOutboxMailTo(outboxDir: string, address: string): Promise<number> {
  let files: string[];
  try {
    files = (await fs.readdir(outboxDir)).filter((f) => f.endsWith('.eml'));
  } catch {
    return 0;
  }
  const wanted = address.toLowerCase();
  let deleted = 0;
  for (const file of files) {
    const full = path.join(outboxDir, file);
    const message = await fs.readFile(full, 'utf8').catch(() => '');
    if (!recipientsOf(message).includes(wanted)) continue;
    await fs.rm(full, { force: true });
    deleted += 1;
  }
  return deleted;
}
