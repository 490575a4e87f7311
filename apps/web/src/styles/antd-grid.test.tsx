import { readFileSync } from 'node:fs';
import { createCache, StyleProvider } from '@ant-design/cssinjs';
import { Form, Input } from 'antd';
import enUS from 'antd/es/locale/en_US';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '@/app/providers';

const globalCss = readFileSync(new URL('./global.css', import.meta.url), 'utf8');

/** The style paths antd registers for a form item in the portal's providers. */
function formStylePaths(): string[] {
  const cache = createCache();
  renderToString(
    <StyleProvider cache={cache}>
      <AppProviders locale={enUS}>
        <Form>
          <Form.Item label="Name">
            <Input />
          </Form.Item>
        </Form>
      </AppProviders>
    </StyleProvider>,
  );
  // keys are "style%<path parts joined by %>"
  return [...cache.cache.keys()]
    .filter((key) => key.startsWith('style%'))
    .map((key) => key.slice('style%'.length).split('%').join('|'));
}

describe("antd's grid style, carried by global.css", () => {
  it("names the path antd registers a form item's Col style under", () => {
    const declared = /\.data-ant-cssinjs-cache-path\s*\{\s*content:\s*'([^']+):grid'/.exec(
      globalCss,
    )?.[1];
    expect(declared).toBeDefined();
    const colPath = formStylePaths().find((path) => path.endsWith('|Grid-Grid|ant-col|anticon'));
    // the hash class of a development build has a longer prefix; the hash is the same
    expect(colPath?.replace(/^css-dev-only-do-not-override-/, 'css-')).toBe(declared);
  });

  it('keeps the base rule of every Col', () => {
    expect(globalCss).toMatch(
      /\.ant-col \{\s*position: relative;\s*max-width: 100%;\s*min-height: 1px;\s*\}/,
    );
  });
});
