// The state of the new-key form: what it watches, the expiry it previews and its submission.
import { apiScopes, type ApiScope } from '@vrportal/contract';
import { Form } from 'antd';
import { useState } from 'react';
import type { Dayjs } from '@/lib/dayjs';
import type { PortalClock } from '@/lib/portal-clock';
import { useCreateApiKey } from '../api/key-create';
import { expiresAtOf, pickableDays, type ExpiryChoice } from '../lib/expiry';
import { alreadyTold, failureText } from '../lib/failure';
import type { ApiKeysText } from '../lib/texts';

export interface KeyValues {
  name: string;
  scopes: ApiScope[];
  reach: 'all' | 'chosen';
  appIds: string[];
  expiry: ExpiryChoice;
  day: Dayjs | null;
}

export const DAY_FORMAT = 'YYYY-MM-DD';

export function useKeyForm({
  clock,
  onMade,
  t,
}: {
  clock: PortalClock;
  onMade: (made: { name: string; secret: string }) => void;
  t: ApiKeysText;
}) {
  const [form] = Form.useForm<KeyValues>();
  const create = useCreateApiKey();
  const [failure, setFailure] = useState<string | null>(null);
  const reach = Form.useWatch('reach', form);
  const expiry = Form.useWatch('expiry', form);
  const day = Form.useWatch('day', form);
  const now = () => Date.now() + clock.aheadMs;
  const zone = clock.timeZone;
  const { first, last } = pickableDays(now(), zone);
  const dayText = (value: Dayjs | null | undefined) => (value ? value.format(DAY_FORMAT) : null);
  const preview = expiry ? expiresAtOf(expiry, dayText(day), now(), zone) : null;

  const submit = async (values: KeyValues) => {
    setFailure(null);
    const expiresAt = expiresAtOf(values.expiry, dayText(values.day), now(), zone);
    try {
      const made = await create.mutateAsync({
        name: values.name.trim(),
        // in the order the permissions are listed, whatever order they were ticked in
        scopes: apiScopes.filter((scope) => values.scopes.includes(scope)),
        appIds: values.reach === 'chosen' ? values.appIds : null,
        expiresAt: expiresAt ?? null,
      });
      onMade({ name: made.key.name, secret: made.secret });
    } catch (error) {
      // a network failure was told already; a second step left unpassed needs no word
      if (!alreadyTold(error)) setFailure(failureText(error, t));
    }
  };

  return {
    form,
    pending: create.isPending,
    failure,
    reach,
    expiry,
    zone,
    first,
    last,
    preview,
    submit,
  };
}
