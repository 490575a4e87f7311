import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Sets the browser tab title to "<screen> · <product name>" (null: the product name alone).
 * Undefined leaves the title to a screen that sets its own.
 */
export function useDocumentTitle(screen: string | null | undefined): void {
  const { t } = useTranslation();
  const product = t('product.name');
  useEffect(() => {
    if (screen === undefined) return;
    document.title = screen ? `${screen} · ${product}` : product;
  }, [screen, product]);
}
