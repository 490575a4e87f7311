import fs from 'node:fs/promises';
import path from 'node:path';

export interface SmsTransport {
  send(mobile: string, text: string): Promise<void>;
}

/** Appends each SMS as one JSON line to outbox/sms.jsonl: the embedded default. */
export class OutboxSmsTransport implements SmsTransport {
  constructor(private readonly file: string) {}

  async send(mobile: string, text: string): Promise<void> {
    await fs.mkdir(path.dirname(this.file), { recursive: true });
    const line = JSON.stringify({ mobile, text, at: new Date().toISOString() });
    await fs.appendFile(this.file, `${line}\n`);
  }
}
