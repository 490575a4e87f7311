// What a card of the app list does: open the app center, edit the release, or delete the app.
import type { AppCard } from '@vrportal/contract';
import { App as AntdApp } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { clearSelectedApp, getSelectedApp, selectApp } from '@/lib/app-selection';
import { useDeleteOwnedApp } from '../api/delete-owned-app';

export function useAllAppsActions() {
  const { t } = useTranslation('apps');
  const navigate = useNavigate();
  const { message, modal } = AntdApp.useApp();
  const remove = useDeleteOwnedApp();

  const open = (app: AppCard) => {
    selectApp({ id: app.id, name: app.name, status: app.status, hasShelves: app.hasShelves === 1 });
    void navigate(`/app_center?appId=${app.id}`);
  };
  const edit = (app: AppCard) => {
    selectApp({ id: app.id, name: app.name, status: app.status, hasShelves: app.hasShelves === 1 });
    void navigate(`/release?appId=${app.id}`);
  };
  const confirmDelete = (app: AppCard) => {
    modal.confirm({
      title: t('list.deleteTitle', { name: app.name }),
      content: t('list.deleteText'),
      okText: t('list.deleteOk'),
      okButtonProps: { danger: true },
      cancelText: t('list.cancel'),
      onOk: async () => {
        try {
          await remove.mutateAsync({ appId: app.id });
          if (getSelectedApp()?.id === app.id) clearSelectedApp();
          void message.success(t('list.deleted'));
        } catch {
          void message.error(t('list.deleteFailed'));
        }
      },
    });
  };

  return { open, edit, confirmDelete };
}
