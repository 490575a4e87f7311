import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config';

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      // the files share one import of React, Ant Design and the app's modules instead of each
      // importing them anew (half a minute of CPU on a small machine)
      isolate: false,
    },
  }),
);
