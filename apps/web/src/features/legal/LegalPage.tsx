import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { AuthLayout } from '@/components/AuthLayout';
import { BackLink } from '@/components/BackLink';
import { useDocumentTitle } from '@/hooks/use-document-title';

type Doc = 'privacy' | 'agreement';

const sections = {
  privacy: ['collect', 'use', 'keep', 'rights'],
  agreement: ['account', 'content', 'review', 'payment'],
} as const;

/** /privacy and /agreement: the short privacy policy and developer agreement texts. */
export default function LegalPage({ doc }: { doc: Doc }) {
  const { t } = useTranslation('legal');
  const navigate = useNavigate();
  useDocumentTitle(t(`${doc}.title`));
  const back = () => {
    if (window.history.length > 1) void navigate(-1);
    else void navigate('/login');
  };
  return (
    <AuthLayout width="wide">
      <article className="legal-article">
        <BackLink className="legal-article__back" onClick={back}>
          {t('back')}
        </BackLink>
        <h2 className="legal-article__title">{t(`${doc}.title`)}</h2>
        <p className="legal-article__intro">{t(`${doc}.intro`)}</p>
        {sections[doc].map((section) => (
          <section key={section} className="legal-article__section">
            <h3>{t(`${doc}.${section}Title` as `${Doc}.title`)}</h3>
            <p>{t(`${doc}.${section}Body` as `${Doc}.intro`)}</p>
          </section>
        ))}
      </article>
    </AuthLayout>
  );
}
