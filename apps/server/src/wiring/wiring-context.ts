// What every area's services are wired from: the transports, the stores and the calls across areas.
import path from 'node:path';
import type { DeveloperPermission, Lang, MailKind } from '@vrportal/contract';
import type { Config } from '../config.js';
import type { Db } from '../db/database.js';
import type { BlobStore } from '../lib/blob-store.js';
import { LocalBlobStore } from '../lib/blob-store.js';
import { FieldCipher, loadFinanceKey } from '../lib/field-cipher.js';
import type { OrgEvents } from '../lib/org-events.js';
import { S3BlobStore } from '../lib/s3-blob-store.js';
import type { Clock } from '../lib/time.js';
import { systemClock } from '../lib/time.js';
import type { MailMessage, MailTransport } from '../messaging/mail.js';
import { OutboxMailTransport, SmtpMailTransport } from '../messaging/mail.js';
import type { SmsTransport } from '../messaging/sms.js';
import { OutboxSmsTransport } from '../messaging/sms.js';
import type { AccountNamesOf } from '../modules/account/account.service.js';
import { DbCounterStore, RedisCounterStore } from '../modules/limits/counter-store.js';
import { LimitsRepository } from '../modules/limits/limits.repository.js';
import { LimitsService } from '../modules/limits/limits.service.js';
import type { AppParts, Services } from '../services.js';

/** a notification's mail, sent to each member who hears of it and keeps that kind of mail on */
export type MailMembers = (
  target: { orgId: string; permission: DeveloperPermission; appId: string | null },
  kind: MailKind,
  make: (lang: Lang, to: string) => MailMessage,
) => Promise<void>;

export interface Wiring {
  parts: AppParts;
  config: Config;
  db: Db;
  clock: Clock;
  mail: MailTransport;
  sms: SmsTransport;
  limits: LimitsService;
  blobs: BlobStore;
  /** the payment profiles', the authenticator apps' and the webhooks' secrets share one key */
  fieldCipher: FieldCipher;
  onDeliveryError: ((error: unknown) => void) | undefined;
  accountNamesOf: AccountNamesOf;
  mailMembers: MailMembers;
  events: OrgEvents;
  /**
   * Every service, filled in once all are made. Services are made area by area; one that calls a
   * service of an area made after it reaches it here, which is only asked once requests are served.
   */
  late: Services;
}

export function wiringContext(
  parts: AppParts,
  late: Services,
  onDeliveryError?: (error: unknown) => void,
): Wiring {
  const { config } = parts;
  const mail =
    parts.mail ??
    (config.smtpUrl
      ? new SmtpMailTransport(config.smtpUrl, config.mailFrom)
      : new OutboxMailTransport(path.join(config.dataDir, 'outbox', 'mail'), config.mailFrom));
  const sms = parts.sms ?? new OutboxSmsTransport(path.join(config.dataDir, 'outbox', 'sms.jsonl'));
  const limits = new LimitsService({
    store: config.redisUrl
      ? new RedisCounterStore(config.redisUrl)
      : new DbCounterStore(new LimitsRepository(parts.db)),
    clock: parts.clock ?? systemClock,
    limits: config.rateLimits,
  });
  const fieldCipher = new FieldCipher(loadFinanceKey(config.financeKey, config.dataDir));
  const clock = parts.clock ?? systemClock;
  const blobs =
    parts.blobs ??
    (config.s3
      ? new S3BlobStore(config.s3)
      : new LocalBlobStore(path.join(config.dataDir, 'blobs')));
  // logs and queues name who acted and who owns by the account's e-mail or mobile
  const accountNamesOf: AccountNamesOf = (ids) => late.accounts.namesOf(ids);
  // to each member who hears of it and keeps that kind of mail on, in the member's language
  const mailMembers: MailMembers = async (target, kind, make) => {
    const heard = await late.teams.recipientsOf(
      target.orgId,
      target.permission,
      target.appId,
      parts.db,
    );
    for (const id of await late.accounts.mailable(heard, kind)) {
      const contact = await late.accounts.contactOf(id);
      if (contact?.email) await mail.send(make(contact.lang, contact.email));
    }
  };
  // what happens in an organisation reaches its webhooks
  const events: OrgEvents = {
    publish: async (event, trx) => {
      if (trx) return late.webhooks.publish(event, trx);
      // the change is made: an event that could not be recorded is reported, not a failed call
      await late.webhooks.publish(event).catch((error: unknown) => onDeliveryError?.(error));
    },
  };
  return {
    parts,
    config,
    db: parts.db,
    clock,
    mail,
    sms,
    limits,
    blobs,
    fieldCipher,
    onDeliveryError,
    accountNamesOf,
    mailMembers,
    events,
    late,
  };
}
