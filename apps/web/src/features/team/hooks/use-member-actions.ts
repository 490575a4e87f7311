import type { Member } from '@vrportal/contract';
import { App as AntdApp } from 'antd';
import type { TeamText } from '@/lib/team-text';
import { useRemoveMember } from '../api/remove-member';
import { useTransferOwnership } from '../api/transfer-ownership';
import { alreadyTold, failureText } from '../lib/failure';

/**
 * Removing a member and handing the organisation over, each after the reader confirms it in a
 * dialog naming the member and the organisation; the outcome is told in a toast.
 */
export function useMemberActions(orgName: string, t: TeamText) {
  const { modal, message } = AntdApp.useApp();
  const remove = useRemoveMember();
  const transfer = useTransferOwnership();
  const tell = (error: unknown) => {
    if (!alreadyTold(error)) void message.error(failureText(error, t));
  };

  const confirmRemove = (member: Member) => {
    const names = { account: member.account, org: orgName };
    modal.confirm({
      title: t('remove.title', names),
      content: t('remove.text'),
      okText: t('remove.ok'),
      okButtonProps: { danger: true },
      cancelText: t('remove.cancel'),
      onOk: async () => {
        try {
          await remove.mutateAsync(member.accountId);
          void message.success(t('remove.done', names));
        } catch (error) {
          tell(error);
        }
      },
    });
  };

  const confirmTransfer = (member: Member) => {
    const names = { account: member.account, org: orgName };
    modal.confirm({
      title: t('transfer.title', names),
      content: t('transfer.text', names),
      okText: t('transfer.ok'),
      okButtonProps: { danger: true },
      cancelText: t('transfer.cancel'),
      onOk: async () => {
        try {
          await transfer.mutateAsync(member.accountId);
          void message.success(t('transfer.done', names));
        } catch (error) {
          tell(error);
        }
      },
    });
  };

  return { confirmRemove, confirmTransfer };
}
