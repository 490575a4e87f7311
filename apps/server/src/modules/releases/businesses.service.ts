// Businesses and their links to channels: registering, binding by a mailed link, confirming.
import {
  BusinessLinkStatus,
  ErrorCode,
  isEmail,
  releaseLimits,
  textLength,
} from '@vrportal/contract';
import { AppError } from '../../lib/app-error.js';
import { newId, newToken, sha256 } from '../../lib/crypto.js';
import { addMs, iso } from '../../lib/time.js';
import { businessLinkMail } from '../../messaging/templates.js';
import type { Caller } from '../apps/index.js';
import type { ReleaseContext } from './release-context.js';
import { problemsError } from './release-drafts.js';

const LINK_VALID_MS = releaseLimits.businessLinkValidDays * 86_400_000;

/** The businesses a channel's release is meant for, each confirming its link by mail. */
export class BusinessesService {
  constructor(private readonly ctx: ReleaseContext) {}

  /** Registers a business (the platform's command line); answers its id (bId). */
  async createBusiness(name: string, email: string): Promise<{ bId: string }> {
    const trimmed = name.trim();
    const length = textLength(trimmed);
    if (length < 1 || length > releaseLimits.businessNameMax) {
      throw problemsError({ name: 'length' });
    }
    if (!isEmail(email.trim())) throw problemsError({ email: 'format' });
    const id = newId();
    await this.ctx.deps.repo.insertBusiness({
      id,
      name: trimmed,
      email: email.trim().toLowerCase(),
      created_at: this.ctx.now(),
    });
    return { bId: id };
  }

  /**
   * Links a business to a channel (waiting for its confirmation) and mails it a confirmation
   * link; the link stays only if the mail went out.
   */
  async bindBusiness(caller: Caller, channelId: string, businessId: string): Promise<void> {
    const { app, channel } = await this.ctx.channelScope(caller, channelId, true);
    const business = await this.ctx.deps.repo.findBusiness(businessId);
    if (!business) throw new AppError(ErrorCode.businessNotFound);
    if (await this.ctx.deps.repo.findLink(channel.id, business.id)) {
      throw new AppError(ErrorCode.businessAlreadyLinked);
    }
    const token = newToken();
    const now = this.ctx.deps.clock.now();
    try {
      await this.ctx.deps.repo.insertLink({
        channel_id: channel.id,
        business_id: business.id,
        status: BusinessLinkStatus.waiting,
        token_hash: sha256(token),
        sent_at: iso(now),
        expires_at: iso(addMs(now, LINK_VALID_MS)),
        confirmed_at: null,
      });
    } catch (error) {
      // two binds of one business at once: the primary key decides
      if (await this.ctx.deps.repo.findLink(channel.id, business.id)) {
        throw new AppError(ErrorCode.businessAlreadyLinked);
      }
      throw error;
    }
    const link = `${this.ctx.deps.publicUrl}/vrmcsys/business/confirmChannel?token=${token}`;
    const message = businessLinkMail(
      business.email,
      {
        business: business.name,
        bId: business.id,
        app: app.name,
        channel: channel.name,
        days: releaseLimits.businessLinkValidDays,
      },
      link,
    );
    try {
      await this.ctx.deps.mail.send(message);
    } catch (error) {
      await this.ctx.deps.repo.deleteLink(channel.id, business.id);
      this.ctx.deps.onError?.(error);
      throw new AppError(ErrorCode.mailNotSent);
    }
  }

  async unbindBusiness(caller: Caller, channelId: string, businessId: string): Promise<void> {
    const { channel } = await this.ctx.channelScope(caller, channelId, true);
    if (!(await this.ctx.deps.repo.deleteLink(channel.id, businessId))) {
      throw new AppError(ErrorCode.businessNotLinked);
    }
  }

  /**
   * The business follows its mailed link: a waiting link becomes confirmed. Answers what the
   * page says: confirmed, already (confirmed before) or invalid (unknown, expired or unlinked).
   */
  async confirmBusinessLink(
    token: string,
  ): Promise<{ state: 'confirmed' | 'already' | 'invalid'; app: string; channel: string }> {
    const invalid = { state: 'invalid' as const, app: '', channel: '' };
    if (!token || token.length > 128) return invalid;
    const hash = sha256(token);
    const link = await this.ctx.deps.repo.findLinkByToken(hash);
    if (!link) return invalid;
    const channel = await this.ctx.deps.repo.findChannel(link.channel_id);
    const app = channel ? await this.ctx.deps.apps.byId(channel.app_id) : undefined;
    if (!channel || !app) return invalid;
    const names = { app: app.name, channel: channel.name };
    if (link.status === BusinessLinkStatus.confirmed) return { state: 'already', ...names };
    if (Date.parse(link.expires_at) <= this.ctx.deps.clock.now().getTime()) return invalid;
    const confirmed = await this.ctx.deps.repo.confirmLink(hash, this.ctx.now());
    return { state: confirmed ? 'confirmed' : 'already', ...names };
  }
}
