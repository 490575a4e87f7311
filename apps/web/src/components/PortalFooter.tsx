import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LanguageSwitch } from './LanguageSwitch';

/** Footer of every screen: language switch, privacy policy, developer agreement, API reference. */
export function PortalFooter({ tone = 'light' }: { tone?: 'light' | 'dark' }) {
  const { t } = useTranslation();
  return (
    <footer className={`portal-footer portal-footer--${tone}`}>
      <LanguageSwitch tone={tone} />
      <nav aria-label={t('footer.label')} className="portal-footer__links">
        <Link to="/privacy">{t('footer.privacy')}</Link>
        <Link to="/agreement">{t('footer.agreement')}</Link>
        {/* a page of its own, outside the portal's router */}
        <a href={`${import.meta.env.BASE_URL}api-docs/`}>{t('footer.apiDocs')}</a>
      </nav>
      <span className="portal-footer__copyright">
        {t('footer.copyright', { year: new Date().getFullYear() })}
      </span>
    </footer>
  );
}
