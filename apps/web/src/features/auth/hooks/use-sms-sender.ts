import { ErrorCode, limits } from '@vrportal/contract';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useCountdown } from '@/hooks/use-countdown';
import { isApiError } from '@/lib/api-client';
import { feedback } from '@/lib/feedback';
import { useReqSmscode } from '../api/req-smscode';

/**
 * Sends SMS codes (reqSmscode) and keeps the send button closed for 60 s afterwards. For a
 * registration, a number that has an account gets no SMS: `onTaken` is told instead.
 */
export function useSmsSender(registration?: { onTaken: (mobile: string) => void }) {
  const { t } = useTranslation('auth');
  const { left, start } = useCountdown();
  const { mutateAsync, isPending } = useReqSmscode();

  const send = useCallback(
    async (mobile: string) => {
      try {
        await mutateAsync(registration ? { mobile, forRegistration: true } : { mobile });
        start(limits.smsResendSeconds);
        feedback.success(t('sms.sent', { mobile }), 'sms');
      } catch (error) {
        if (isApiError(error) && error.is(ErrorCode.codeTooSoon)) {
          const data = error.data as { resendAfter?: number } | null;
          const seconds = data?.resendAfter ?? limits.smsResendSeconds;
          start(seconds);
          feedback.warning(t('sms.tooSoon', { seconds }), 'sms');
        } else if (registration && isApiError(error) && error.is(ErrorCode.mobileTaken)) {
          registration.onTaken(mobile);
        } else if (isApiError(error) && !error.handled) {
          feedback.error(error.message, 'sms');
        }
      }
    },
    [mutateAsync, start, t, registration],
  );

  return { left, sending: isPending, send };
}
