import fs from 'node:fs/promises';
import path from 'node:path';
import PostalMime from 'postal-mime';

/** The link in the last mail the server wrote to the outbox for this address. */
export async function lastMailLink(dataDir: string, to: string): Promise<URL> {
  const folder = path.join(dataDir, 'outbox', 'mail');
  const deadline = Date.now() + 60_000;
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

export async function smsCodesTo(dataDir: string, mobile: string): Promise<string[]> {
  const text = await fs.readFile(path.join(dataDir, 'outbox', 'sms.jsonl'), 'utf8').catch(() => '');
  return text
    .trim()
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as { mobile: string; text: string })
    .filter((l) => l.mobile === mobile)
    .map((l) => /\b(\d{6})\b/.exec(l.text)?.[1] ?? '');
}

/**
 * The code of the SMS that `send` makes the server write: counted before `send` runs, so an
 * earlier code to the same number is never taken for it.
 */
export async function newSmsCode(
  dataDir: string,
  mobile: string,
  send: () => Promise<unknown>,
): Promise<string> {
  const before = (await smsCodesTo(dataDir, mobile)).length;
  await send();
  const deadline = Date.now() + 60_000;
  for (;;) {
    const codes = await smsCodesTo(dataDir, mobile);
    if (codes.length > before && codes.at(-1)) return codes.at(-1)!;
    if (Date.now() > deadline) throw new Error(`no new SMS to ${mobile}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}
