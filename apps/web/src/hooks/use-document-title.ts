import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Sets the browser tab title to "<screen> · <product name>". */
export function useDocumentTitle(screen: string | null | undefined): void {
  const { t } = useTranslation();
  const product = t('product.name');
  useEffect(() => {
    document.title = screen ? `${screen} · ${product}` : product;
  }, [screen, product]);
}
