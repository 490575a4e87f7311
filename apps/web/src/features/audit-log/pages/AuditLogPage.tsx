import { ErrorCode } from '@vrportal/contract';
import { App } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '@/components/PageLoader';
import { useIsMobile } from '@/hooks/use-is-mobile';
import { isApiError } from '@/lib/api-client';
import { currentLang } from '@/lib/lang';
import { useAuditList } from '../api/audit-list';
import { useExportAudit } from '../api/audit-export';
import { failureText } from '../api/calls';
import { useOrgs } from '@/lib/current-org';
import { useMembers } from '../api/members';
import { useOrgApps } from '@/lib/org-apps';
import { AuditEntries } from '../components/AuditEntries';
import { AuditFilterBar } from '../components/AuditFilterBar';
import { AuditRefused } from '../components/AuditRefused';
import { auditAccessOf } from '../lib/access';
import { namesOf } from '../lib/entry-view';
import {
  FIRST_PAGE,
  NO_FILTERS,
  filtersBody,
  hasFilters,
  listBody,
  type AuditFilterState,
  type Paging,
} from '../lib/filters';
import { useAuditText } from '../lib/texts';
import '../audit-log.css';

/**
 * /audit_log: who in the organisation changed what, when and from where, newest first; filtered
 * by member, action, app and days, and exported as .xlsx with the same filters. Owners and admins
 * read it; any other role is told its role does not allow it.
 */
export default function AuditLogPage() {
  const t = useAuditText();
  const { t: tc } = useTranslation('common');
  const { message } = App.useApp();
  const lang = currentLang();
  const mobile = useIsMobile();
  const [filters, setFilters] = useState<AuditFilterState>(NO_FILTERS);
  const [paging, setPaging] = useState<Paging>(FIRST_PAGE);

  const orgs = useOrgs();
  const access = auditAccessOf({ data: orgs.data, isError: orgs.isError });
  const open = access.state === 'open';
  const entries = useAuditList(listBody(filters, paging), open);
  const members = useMembers(open);
  const apps = useOrgApps(open);
  const exporting = useExportAudit();
  const names = useMemo(() => namesOf(members.data?.members, apps.data), [members.data, apps.data]);
  // the entries wait for the names of members and apps (or their failure), so no id shows first
  const namesPending = members.isPending || apps.isPending;

  if (access.state === 'wait') return <PageLoader />;
  // the server refuses a role the organisations did not tell (changed meanwhile) all the same
  const refusedByServer = isApiError(entries.error) && entries.error.is(ErrorCode.roleRefused);
  if (access.state === 'refused' || refusedByServer) {
    // refused by the server alone, the role the organisations told is not the one it has now
    return <AuditRefused org={access.state === 'refused' ? access.org : undefined} t={t} />;
  }

  const changeFilters = (next: AuditFilterState) => {
    setFilters(next);
    setPaging((current) => ({ ...current, page: 1 }));
  };
  const runExport = () =>
    exporting.mutate(filtersBody(filters), {
      onSuccess: () => void message.success({ content: t('export.done'), key: 'audit-export' }),
      onError: (error) =>
        void message.error({
          content: failureText(error) ?? t('export.failed'),
          key: 'audit-export',
        }),
    });

  return (
    <div className="audit-page">
      <header className="audit-page__head">
        <p className="portal-eyebrow">{t('page.eyebrow')}</p>
        <h1 className="audit-page__title">{tc('screens.auditLog')}</h1>
        <p className="audit-page__subtitle">{t('page.subtitle')}</p>
      </header>
      <AuditFilterBar
        filters={filters}
        onChange={changeFilters}
        members={members.isError ? [] : members.data?.members}
        apps={apps.isError ? [] : apps.data}
        lang={lang}
        exporting={exporting.isPending}
        onExport={runExport}
        mobile={mobile}
        t={t}
      />
      <section className="audit-entries portal-surface" aria-label={t('table.label')}>
        <AuditEntries
          entries={{
            data: entries.data,
            isPending: entries.isPending || namesPending,
            isFetching: entries.isFetching || namesPending,
            isError: entries.isError,
            error: entries.error,
            refetch: entries.refetch,
          }}
          paging={paging}
          onPaging={setPaging}
          filtered={hasFilters(filters)}
          names={names}
          mobile={mobile}
          lang={lang}
          t={t}
        />
      </section>
    </div>
  );
}
