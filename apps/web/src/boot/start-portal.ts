/**
 * Starts the portal's modules once the first paint is on the screen. The build leaves them out of
 * index.html's head and names them on the boot script instead (vite.config.ts): `data-module`
 * the entry, `data-preload` the modules it imports, `data-style` its stylesheets. So the first
 * paint (the sign-in form, or the splash of a signed-in visitor) waits for none of the portal's
 * 300 KB, and the portal's modules then load all at once, as modulepreload links would.
 */

interface PortalFiles {
  module: string;
  preload: string[];
  style: string[];
}

function portalFiles(script: HTMLOrSVGScriptElement | null): PortalFiles | null {
  const data = script instanceof HTMLScriptElement ? script.dataset : undefined;
  if (!data?.module) return null;
  const list = (value: string | undefined) => (value ?? '').split(' ').filter(Boolean);
  return { module: data.module, preload: list(data.preload), style: list(data.style) };
}

function link(rel: string, href: string): HTMLLinkElement {
  const element = document.createElement('link');
  element.rel = rel;
  element.href = href;
  // as Vite's own tags: the modules are fetched in CORS mode, the preloads must match
  element.crossOrigin = '';
  return element;
}

function load(files: PortalFiles) {
  const head = document.head;
  for (const href of [files.module, ...files.preload]) head.append(link('modulepreload', href));
  const run = () => {
    const script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = files.module;
    head.append(script);
  };
  // the portal renders once its styles are there, as it did behind the head's stylesheet
  let waiting = files.style.length;
  if (waiting === 0) run();
  for (const href of files.style) {
    const sheet = link('stylesheet', href);
    const done = () => {
      waiting -= 1;
      if (waiting === 0) run();
    };
    sheet.addEventListener('load', done, { once: true });
    sheet.addEventListener('error', done, { once: true });
    head.append(sheet);
  }
}

/**
 * Calls `then` once the page's first paint is on the screen: the first contentful paint when the
 * sign-in form of the first paint is shown, else the first paint (the splash of a signed-in
 * visitor has no content). Paint timing reports a frame once it has been presented, which a busy
 * machine may do well after the frame was drawn; without it, a task queued from the next
 * animation frame runs after that frame was drawn.
 */
function afterFirstPaint(contentful: boolean, then: () => void) {
  const wanted = contentful ? 'first-contentful-paint' : 'first-paint';
  if (
    typeof PerformanceObserver === 'undefined' ||
    !PerformanceObserver.supportedEntryTypes?.includes('paint')
  ) {
    requestAnimationFrame(() => setTimeout(then, 0));
    return;
  }
  const observer = new PerformanceObserver((list) => {
    if (!list.getEntriesByName(wanted).length) return;
    observer.disconnect();
    then();
  });
  observer.observe({ type: 'paint', buffered: true });
}

/**
 * Loads the portal after the first paint (above); a page opened in the background paints
 * nothing, so it starts at once, and so does one hidden before its first paint. `script`: the
 * boot script, read while it runs (document.currentScript).
 */
export function startPortal(script: HTMLOrSVGScriptElement | null) {
  const files = portalFiles(script);
  if (!files) return;
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    load(files);
  };
  const form = document.getElementById('boot-signin');
  if (document.visibilityState === 'hidden') start();
  else afterFirstPaint(form !== null && !form.hidden, start);
  document.addEventListener('visibilitychange', start, { once: true });
  // a page that never reports its paint still starts
  setTimeout(start, 3000);
}
