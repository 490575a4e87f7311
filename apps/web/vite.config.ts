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
 * The sign-in form of the first paint (src/boot/boot-signin.ts) as a small classic script of
 * its own, hashed like every asset and loaded at the end of the body: the form takes input
 * long before the portal's modules have arrived and run.
 */
function bootSignIn(): Plugin {
  let base = '/';
  let code = '';
  let fileName = '';
  const make = async () => {
    const result = await esbuild({
      entryPoints: [fileURLToPath(new URL('./src/boot/boot-signin.ts', import.meta.url))],
      bundle: true,
      format: 'iife',
      minify: true,
      write: false,
      target: 'es2020',
      define: { BOOT_TEXTS: JSON.stringify(bootTexts()) },
    });
    code = result.outputFiles[0]!.text;
    fileName = `assets/boot-signin-${createHash('sha256').update(code).digest('hex').slice(0, 8)}.js`;
  };
  return {
    name: 'boot-signin',
    configResolved(config) {
      base = config.base;
    },
    async buildStart() {
      await make();
    },
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        if (!request.url?.startsWith(`${base}assets/boot-signin-`)) return next();
        response.setHeader('content-type', 'text/javascript');
        response.end(code);
      });
    },
    transformIndexHtml: {
      order: 'post',
      handler: () => [{ tag: 'script', attrs: { src: `${base}${fileName}` }, injectTo: 'body' }],
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
  plugins: [react(), bootSignIn()],
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
