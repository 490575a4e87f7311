// One-time codes: SMS and mailed codes sent within the limits, checked, and withdrawn on failure.
import type { Lang } from '@vrportal/contract';
import { ErrorCode, SmsCodeStatus, limits } from '@vrportal/contract';
import { AppError } from '../../lib/app-error.js';
import { newId, newMailCode, newSmsCode, sha256 } from '../../lib/crypto.js';
import { addMs, iso } from '../../lib/time.js';
import { confirmMail, resetMail, smsCodeText } from '../../messaging/templates.js';
import type { AccountContext, CodePurpose } from './account-context.js';
import { MAIL_VALID_MS, SMS_VALID_MS } from './account-context.js';

/** Codes prove a phone or a mailbox: for signing in, registering and resetting a password. */
export class AccountCodes {
  constructor(private readonly ctx: AccountContext) {}

  async requestSmsCode(
    mobile: string,
    lang: Lang,
    from: string,
    forRegistration = false,
  ): Promise<{ resendAfter: number }> {
    // registering a number that has an account would only fail after the SMS: send none
    if (forRegistration && (await this.ctx.repo.findByMobile(mobile))) {
      throw new AppError(ErrorCode.mobileTaken);
    }
    const now = this.ctx.now();
    const last = await this.ctx.repo.latestCode('sms', mobile);
    if (last) {
      const waitMs = Date.parse(last.created_at) + limits.smsResendSeconds * 1000 - now.getTime();
      if (waitMs > 0) {
        throw new AppError(ErrorCode.codeTooSoon, { resendAfter: Math.ceil(waitMs / 1000) });
      }
    }
    await this.ctx.deps.limits.take('smsPerAddress', from);
    await this.ctx.deps.limits.take('smsPerMobile', mobile);
    const code = newSmsCode();
    const id = newId();
    await this.ctx.repo.insertCode({
      id,
      purpose: 'sms',
      target: mobile,
      code_hash: sha256(`sms:${mobile}:${code}`),
      created_at: iso(now),
      expires_at: iso(addMs(now, SMS_VALID_MS)),
    });
    await this.deliver(id, ErrorCode.smsNotSent, () =>
      this.ctx.deps.sms.send(mobile, smsCodeText(lang, code)),
    );
    return { resendAfter: limits.smsResendSeconds };
  }

  async validateSmsCode(mobile: string, code: string): Promise<{ status: number }> {
    await this.checkCode('sms', mobile, code, false);
    return { status: SmsCodeStatus.valid };
  }

  /**
   * A code is good when it is the latest one for its purpose and target, unused, unexpired and
   * not worn out by wrong attempts. Wrong attempts count against it.
   */
  async checkCode(purpose: CodePurpose, target: string, code: string, consume: boolean) {
    const row = await this.ctx.repo.latestCode(purpose, target);
    const now = this.ctx.now();
    const usable = row && !row.used_at && Date.parse(row.expires_at) > now.getTime();
    if (!row || !usable) throw new AppError(ErrorCode.wrongCode);
    // every try is counted before the code is compared: parallel tries cannot exceed the limit
    if (!(await this.ctx.repo.takeCodeAttempt(row.id, limits.smsCodeMaxAttempts))) {
      throw new AppError(ErrorCode.wrongCode);
    }
    if (row.code_hash !== sha256(`${purpose}:${target}:${code}`)) {
      throw new AppError(ErrorCode.wrongCode);
    }
    if (consume && !(await this.ctx.repo.useCode(row.id, iso(now)))) {
      throw new AppError(ErrorCode.wrongCode);
    }
  }

  /** Counts a mail to send, before anything is stored for it. */
  async takeMailLimits(email: string, from: string) {
    await this.ctx.deps.limits.take('mailPerAddress', from);
    await this.ctx.deps.limits.take('mailPerEmail', email);
  }

  async sendMailCode(purpose: 'confirm' | 'reset', email: string, lang: Lang) {
    const now = this.ctx.now();
    const code = newMailCode();
    const id = newId();
    await this.ctx.repo.insertCode({
      id,
      purpose,
      target: email,
      code_hash: sha256(`${purpose}:${email}:${code}`),
      created_at: iso(now),
      expires_at: iso(addMs(now, MAIL_VALID_MS)),
    });
    const query = new URLSearchParams({ mode: purpose, email, code, lang });
    const link = `${this.ctx.deps.publicUrl}/manage/login?${query.toString()}`;
    const message =
      purpose === 'confirm' ? confirmMail(lang, email, link) : resetMail(lang, email, link);
    await this.deliver(id, ErrorCode.mailNotSent, () => this.ctx.deps.mail.send(message));
  }

  /**
   * Sends a code; when the transport fails the code is withdrawn, so the caller may ask again at
   * once instead of waiting out the resend interval for a code that never arrived.
   */
  private async deliver(codeId: string, failure: 10055 | 10056, send: () => Promise<void>) {
    try {
      await send();
    } catch (error) {
      await this.ctx.repo.deleteCode(codeId);
      this.ctx.deps.onDeliveryError?.(error);
      throw new AppError(failure);
    }
  }
}
