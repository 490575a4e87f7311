// Writes the API reference into the build: dist/api-docs/openapi.json made from the contract's
// schemas, and Swagger UI (swagger-ui-dist) to read it, served under /manage/api-docs/.
import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { buildOpenApi } from '@vrportal/contract/openapi';

const here = path.dirname(new URL(import.meta.url).pathname);
const out = path.resolve(here, '../dist/api-docs');
const require = createRequire(import.meta.url);
const viewer = path.dirname(require.resolve('swagger-ui-dist/package.json'));
const { version } = JSON.parse(
  await fs.readFile(path.resolve(here, '../../../package.json'), 'utf8'),
);

await fs.mkdir(out, { recursive: true });
await fs.writeFile(path.join(out, 'openapi.json'), JSON.stringify(buildOpenApi(version)));
for (const file of ['swagger-ui-bundle.js', 'swagger-ui.css', 'favicon-32x32.png']) {
  await fs.copyFile(path.join(viewer, file), path.join(out, file));
}
// the page's script is a file of its own: the portal's CSP allows no inline script
await fs.writeFile(
  path.join(out, 'api-docs.js'),
  `window.addEventListener('load', () => {
  window.ui = SwaggerUIBundle({
    url: 'openapi.json',
    dom_id: '#api-docs',
    deepLinking: true,
    docExpansion: 'none',
    defaultModelsExpandDepth: 0,
    tryItOutEnabled: false,
  });
});
`,
);
await fs.writeFile(
  path.join(out, 'index.html'),
  `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>API reference · VR app store developer portal</title>
    <link rel="icon" type="image/png" href="favicon-32x32.png" />
    <link rel="stylesheet" href="swagger-ui.css" />
  </head>
  <body>
    <main id="api-docs"></main>
    <script src="swagger-ui-bundle.js"></script>
    <script src="api-docs.js"></script>
  </body>
</html>
`,
);
console.log(`API reference written to ${path.relative(process.cwd(), out)}`);
