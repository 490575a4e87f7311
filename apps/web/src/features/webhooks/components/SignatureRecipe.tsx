import type { WebhooksText } from '../lib/texts';

const EXAMPLE = `const { createHmac, timingSafeEqual } = require('node:crypto');

function verifyWebhook(secret, header, rawBody) {
  const parts = Object.fromEntries(header.split(',').map((p) => p.split('=', 2)));
  const t = Number(parts.t);
  if (!Number.isInteger(t) || Math.abs(Date.now() / 1000 - t) > 300) return false;
  const expected = createHmac('sha256', secret).update(\`\${t}.\${rawBody}\`).digest();
  const given = Buffer.from(parts.v1 ?? '', 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}`;

/** How a receiver checks a delivery's signature, in brief, with the Node example of the docs. */
export function SignatureRecipe({ t }: { t: WebhooksText }) {
  return (
    <section className="webhooks-section portal-surface" aria-labelledby="webhooks-recipe-title">
      <h2 id="webhooks-recipe-title" className="webhooks-section__title">
        {t('recipe.title')}
      </h2>
      <p className="webhooks-recipe__text">{t('recipe.text')}</p>
      <details className="webhooks-recipe__example">
        <summary>{t('recipe.example')}</summary>
        <pre>
          <code>{EXAMPLE}</code>
        </pre>
      </details>
    </section>
  );
}
