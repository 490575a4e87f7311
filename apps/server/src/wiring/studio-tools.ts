// Wires the player reviews, the API keys, the publishing API, the webhooks and the portal's clock.
import { newToken } from '../lib/crypto.js';
import { readOrCreateSecret } from '../lib/local-secret.js';
import { ApiKeysRepository, ApiKeysService } from '../modules/api-keys/index.js';
import { PlayerReviewsRepository, PlayerReviewsService } from '../modules/player-reviews/index.js';
import { PortalService } from '../modules/portal/index.js';
import { PublishingService } from '../modules/publishing/index.js';
import { WebhooksRepository, WebhooksService } from '../modules/webhooks/index.js';
import type { Services } from '../services.js';
import type { Wiring } from './wiring-context.js';

export function wireStudioTools(
  w: Wiring,
  {
    accounts,
    teams,
    notifications,
    apps,
    releases,
    rollouts,
  }: Pick<Services, 'accounts' | 'teams' | 'notifications' | 'apps' | 'releases' | 'rollouts'>,
): Pick<Services, 'playerReviews' | 'apiKeys' | 'publishing' | 'webhooks' | 'portal'> {
  const { config, db, clock, accountNamesOf } = w;
  const playerReviews = new PlayerReviewsService({
    repo: new PlayerReviewsRepository(db),
    apps,
    notifications,
    events: w.events,
    accountNamesOf,
    clock,
    timeZone: config.timeZone,
    aliasKey:
      config.playerAliasKey ??
      readOrCreateSecret(config.dataDir, 'player-alias.key', () => newToken()),
  });
  const apiKeys = new ApiKeysService({
    repo: new ApiKeysRepository(db),
    clock,
    accountNamesOf,
    appIdsOf: async (orgId) => (await apps.ownedBy(orgId, 'en')).map((app) => app.id),
  });
  const publishing = new PublishingService({
    orgName: (orgId) => teams.orgName(orgId),
    appsOf: (orgId, lang) => apps.ownedBy(orgId, lang),
    appDetail: (caller, appId, lang) => releases.detail(caller, appId, lang),
    failureReport: async (caller, auditId, stage, lang) =>
      notifications.report(await notifications.ownedAudit(caller, auditId, [stage]), lang),
    rollout: (caller, appId) => rollouts.get(caller, appId),
    commitSaved: (caller, appId, fields) => releases.commit(caller, appId, null, fields),
  });
  const webhooks: WebhooksService = new WebhooksService({
    repo: new WebhooksRepository(db),
    cipher: w.fieldCipher,
    clock,
    rules: { allowPrivate: config.webhooksAllowPrivate },
    notifications,
    // a webhook turned off is mailed to the owners and admins, whatever their mail settings
    mailManagers: async (orgId, make) => {
      const heard = await teams.recipientsOf(orgId, 'automation:manage', null, db);
      for (const id of heard) {
        const contact = await accounts.contactOf(id);
        if (contact?.email) await w.mail.send(make(contact.lang, contact.email));
      }
    },
    publicUrl: config.publicUrl,
    ...(w.onDeliveryError ? { onError: w.onDeliveryError } : {}),
  });
  const portal = new PortalService({ clock, timeZone: config.timeZone });
  return { playerReviews, apiKeys, publishing, webhooks, portal };
}
