import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BrandLogo } from './BrandLogo';
import { PortalFooter } from './PortalFooter';

/**
 * The frame of the screens outside the shell (sign-in, developer application, legal texts):
 * a calm backdrop, one centered card headed by the product name, and the footer.
 */
export function AuthLayout({
  children,
  width = 'narrow',
}: {
  children: ReactNode;
  width?: 'narrow' | 'medium' | 'wide';
}) {
  const { t } = useTranslation();
  return (
    <div className="auth-page">
      <div className="auth-page__backdrop" aria-hidden="true">
        <span className="auth-page__glow auth-page__glow--a" />
        <span className="auth-page__glow auth-page__glow--b" />
        <span className="auth-page__horizon" />
      </div>
      <main className="auth-page__main">
        <section className={`auth-card auth-card--${width}`}>
          <div className="auth-card__brand">
            <BrandLogo size={44} />
            <div>
              <h1 className="auth-card__product">{t('product.name')}</h1>
              <p className="auth-card__tagline">{t('product.tagline')}</p>
            </div>
          </div>
          {children}
        </section>
      </main>
      <PortalFooter tone="dark" />
    </div>
  );
}
