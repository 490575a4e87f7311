import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Transporter } from 'nodemailer';
import { newId } from '../lib/crypto.js';

import type { Readable } from 'node:stream';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** files sent along, read as the message is written */
  attachments?: { filename: string; content: Readable | Buffer; contentType: string }[];
}

export interface MailTransport {
  send(message: MailMessage): Promise<void>;
}

/**
 * Writes each mail as an RFC 822 message file into the outbox folder: the embedded default, so a
 * single machine needs no mail server and every mail can be read or opened in a mail client.
 */
export class OutboxMailTransport implements MailTransport {
  private readonly composer: Transporter;
  constructor(
    private readonly folder: string,
    private readonly from: string,
  ) {
    this.composer = nodemailer.createTransport({
      streamTransport: true,
      buffer: true,
      newline: 'windows',
    });
  }

  async send(message: MailMessage): Promise<void> {
    const info = await this.composer.sendMail({ from: this.from, ...message });
    await fs.mkdir(this.folder, { recursive: true });
    const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${newId().slice(0, 8)}.eml`;
    const tmp = path.join(this.folder, `.${name}.tmp`);
    // written then renamed, so a reader never sees half a message
    await fs.writeFile(tmp, info.message as Buffer);
    await fs.rename(tmp, path.join(this.folder, name));
  }
}

export class SmtpMailTransport implements MailTransport {
  private readonly transporter: Transporter;
  constructor(
    smtpUrl: string,
    private readonly from: string,
  ) {
    this.transporter = nodemailer.createTransport(smtpUrl);
  }

  async send(message: MailMessage): Promise<void> {
    await this.transporter.sendMail({ from: this.from, ...message });
  }
}
