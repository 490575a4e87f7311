import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { build as esbuild } from 'esbuild';
import { defineConfig, type Plugin } from 'vite';

/** The texts of the first paint's sign-in form, from the catalogues (English signs in by e-mail). */
function bootTexts() {
  const read = (locale: string, ns: string) =>
    JSON.parse(
      readFileSync(new URL(`./src/locales/${locale}/${ns}.json`, import.meta.url), 'utf8'),
    ) as Record<string, Record<string, string>>;
  const of = (locale: string, emailOnly: boolean) => {
    const login = read(locale, 'auth').login!;
    const common = read(locale, 'common');
    const product = common.product!;
    return {
      product: product.name,
      tagline: product.tagline,
      title: login.title,
      subtitle: login.subtitle,
      account: emailOnly ? login.email : login.account,
      accountPlaceholder: emailOnly ? login.emailPlaceholder : login.accountPlaceholder,
      password: login.password,
      passwordPlaceholder: login.passwordPlaceholder,
      submit: login.submit,
      forgot: login.forgot,
      noAccount: login.noAccount,
      register: login.register,
      // the other way to sign in: the SMS tab in Chinese, a phone number in English
      otherMethod: emailOnly ? login.usePhone : login.tabSms,
      // the switch names the other language, in that language
      otherLang: common.language![emailOnly ? 'zh' : 'en'],
      privacy: common.footer!.privacy,
      agreement: common.footer!.agreement,
    };
  };
  return { zh: of('zh-CN', false), en: of('en-US', true) };
}

/**
 * The portal's tags Vite writes into the built index.html's head: the entry module, the modules
 * it imports (modulepreload) and its stylesheets. Taken out of the page, to be named on the boot
 * script, which loads them once the first paint is on the screen (src/boot/start-portal.ts).
 */
function takePortalTags(html: string) {
  const files = (pattern: RegExp) => [...html.matchAll(pattern)].map((match) => match[1]!);
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/g;
  const preload = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;
  const style = /<link rel="stylesheet" crossorigin href="([^"]+)">\s*/g;
  const [module, ...more] = files(entry);
  // a change of Vite's tags must fail the build, not leave the portal loading from the head
  if (!module || more.length > 0) throw new Error('index.html: no single entry module to defer');
  return {
    html: html.replace(entry, '').replace(preload, '').replace(style, ''),
    attrs: {
      'data-module': module,
      'data-preload': files(preload).join(' '),
      'data-style': files(style).join(' '),
    },
  };
}

/**
 * The first paint's script (src/boot/index.ts: the sign-in form, then the start of the portal)
 * as a small classic script of its own, hashed like every asset and loaded at the end of the
 * body: the form takes input long before the portal's modules have arrived and run, and the
 * first paint waits for none of them.
 */
function bootScript(): Plugin {
  let base = '/';
  let code = '';
  let fileName = '';
  const make = async () => {
    const result = await esbuild({
      entryPoints: [fileURLToPath(new URL('./src/boot/index.ts', import.meta.url))],
      bundle: true,
      format: 'iife',
      minify: true,
      write: false,
      target: 'es2020',
      define: { BOOT_TEXTS: JSON.stringify(bootTexts()) },
    });
    code = result.outputFiles[0]!.text;
    fileName = `assets/boot-${createHash('sha256').update(code).digest('hex').slice(0, 8)}.js`;
  };
  return {
    name: 'boot-script',
    configResolved(config) {
      base = config.base;
    },
    async buildStart() {
      await make();
    },
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        if (request.url?.split('?')[0] !== `${base}${fileName}`) return next();
        response.setHeader('content-type', 'text/javascript');
        response.end(code);
      });
    },
    transformIndexHtml: {
      order: 'post',
      handler: (html, context) => {
        const src = `${base}${fileName}`;
        // the dev server keeps Vite's own tags: its modules are not the built ones
        if (!context.bundle) return [{ tag: 'script', attrs: { src }, injectTo: 'body' }];
        const taken = takePortalTags(html);
        return {
          html: taken.html,
          tags: [{ tag: 'script', attrs: { src, ...taken.attrs }, injectTo: 'body' }],
        };
      },
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName, source: code });
    },
  };
}

const apiProxy = {
  '/vrmcsys': { target: 'http://127.0.0.1:8080', changeOrigin: true },
};

export default defineConfig({
  base: '/manage/',
  plugins: [react(), bootScript()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  // module workers (the upload hasher) share the app's ES module chunks format
  worker: { format: 'es' },
  server: { proxy: apiProxy },
  preview: { proxy: apiProxy },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    manifest: true,
    // The size budget is enforced by scripts/report-sizes.mjs on gzipped route loads.
    chunkSizeWarningLimit: 1024,
  },
});
