import fs from 'node:fs/promises';
import path from 'node:path';
import PostalMime from 'postal-mime';

/** The link in the last mail the server wrote to the outbox for this address. */
export async function lastMailLink(dataDir: string, to: string): Promise<URL> {
  const folder = path.join(dataDir, 'outbox', 'mail');
  const deadline = Date.now() + 10_000;
  for (;;) {
    const names = (await fs.readdir(folder).catch(() => [] as string[]))
      .filter((n) => n.endsWith('.eml'))
      .sort()
      .reverse();
    for (const name of names) {
      const mail = await PostalMime.parse(await fs.readFile(path.join(folder, name)));
      if (mail.to?.some((a) => a.address === to)) {
        const href = /https?:\/\/\S+/.exec(mail.text ?? '')?.[0];
        if (href) return new URL(href);
      }
    }
    if (Date.now() > deadline) throw new Error(`no mail to ${to}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** The last SMS code the server wrote to the outbox for this number. */
export async function lastSmsCode(dataDir: string, mobile: string): Promise<string> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const text = await fs
      .readFile(path.join(dataDir, 'outbox', 'sms.jsonl'), 'utf8')
      .catch(() => '');
    const lines = text
      .trim()
      .split('\n')
      .filter(Boolean)
      .map((l) => JSON.parse(l) as { mobile: string; text: string });
    const code = /\b(\d{6})\b/.exec(
      lines.filter((l) => l.mobile === mobile).at(-1)?.text ?? '',
    )?.[1];
    if (code) return code;
    if (Date.now() > deadline) throw new Error(`no SMS to ${mobile}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}
