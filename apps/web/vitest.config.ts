import { configDefaults, defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config';

/** The page tests: a screen rendered in jsdom, its calls answered by MSW (src/test/). */
const PAGE_TESTS = 'src/**/*.page.test.tsx';

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      // the files share one import of React, Ant Design and the app's modules instead of each
      // importing them anew (half a minute of CPU on a small machine)
      isolate: false,
      projects: [
        // the unit tests run in Node, as they always have
        { extends: true, test: { name: 'unit', exclude: [...configDefaults.exclude, PAGE_TESTS] } },
        {
          extends: true,
          test: {
            name: 'pages',
            include: [PAGE_TESTS],
            environment: 'jsdom',
            // a page's first render imports antd and the screen: seconds on a busy machine
            testTimeout: 20_000,
            setupFiles: ['src/test/page-setup.ts'],
          },
        },
      ],
    },
  }),
);
