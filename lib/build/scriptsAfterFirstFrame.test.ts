import { PAGE_HYDRATED } from '../pageHydrated';
import { inlineScripts } from '../security/scriptHashes';
import { laterScripts, scriptsAfterFirstFrame } from './scriptsAfterFirstFrame';

const page = [
  '<html><head>',
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/b.js" integrity="sha256-B"/>',
  '<link rel="preload" href="/_next/static/media/font.woff2" as="font" type="font/woff2"/>',
  '<script src="/_next/static/chunks/a.js" async="" integrity="sha256-A"></script>',
  '<script src="/_next/static/chunks/old.js" integrity="sha256-O" noModule=""></script>',
  '<script src="https://elsewhere.example/x.js" async=""></script>',
  '</head><body><button>Contact us</button><script>self.__next_f.push([1])</script>',
  '<script src="/_next/static/chunks/b.js" integrity="sha256-B" async=""></script></body></html>',
].join('');

/** A browser's paint timing: the loader's observer, and the paints reported to it. */
function paintTiming() {
  let report: ((list: { getEntriesByName: (name: string) => unknown[] }) => void) | undefined;
  class Observer {
    static supportedEntryTypes = ['paint', 'resource'];
    constructor(callback: typeof report) {
      report = callback;
    }
    observe() {}
    disconnect() {
      report = undefined;
    }
  }
  vi.stubGlobal('PerformanceObserver', Observer);
  return (name: string) => report?.({ getEntriesByName: (wanted) => (wanted === name ? [{ name }] : []) });
}

/** Runs the page's loader as the browser would, frames advanced by hand. */
function load(html: string, { hidden = false } = {}) {
  document.head.innerHTML = '';
  document.body.innerHTML = '<button>Contact us</button>';
  Object.defineProperty(document, 'hidden', { value: hidden, configurable: true });
  const frames: FrameRequestCallback[] = [];
  vi.stubGlobal('requestAnimationFrame', (f: FrameRequestCallback) => frames.push(f));
  const loader = inlineScripts(html).find((text) => text.includes(PAGE_HYDRATED))!;
  new Function(loader)();
  const added = () => [...document.head.querySelectorAll('script')].map((s) => [s.src, s.integrity]);
  const frame = () => frames.splice(0).forEach((f) => f(0));
  return { added, frame };
}

afterEach(() => {
  // Each loader's listeners leave with the page's hydration.
  dispatchEvent(new Event(PAGE_HYDRATED));
  vi.unstubAllGlobals();
  Reflect.deleteProperty(document, 'hidden');
});

describe('scriptsAfterFirstFrame', () => {
  it("takes the page's own async scripts and their preloads out, keeping everything else", () => {
    const html = scriptsAfterFirstFrame(page);
    expect(html).not.toContain('<script src="/_next/static/chunks/a.js"');
    expect(html).not.toContain('<script src="/_next/static/chunks/b.js"');
    expect(html).not.toContain('as="script"');
    expect(html).toContain('as="font"');
    expect(html).toContain('noModule=""');
    expect(html).toContain('https://elsewhere.example/x.js');
    expect(html).toContain('self.__next_f.push([1])');
    expect(laterScripts(html)).toEqual([
      { src: '/_next/static/chunks/a.js', integrity: 'sha256-A' },
      { src: '/_next/static/chunks/b.js', integrity: 'sha256-B' },
    ]);
    expect(html.indexOf('page-hydrated')).toBeGreaterThan(html.indexOf('__next_f'));
  });

  it('leaves a page without such scripts as it is', () => {
    const plain = '<html><body><script>go()</script></body></html>';
    expect(scriptsAfterFirstFrame(plain)).toBe(plain);
    expect(laterScripts(plain)).toEqual([]);
  });

  it('adds the scripts with their integrity once the first contentful frame is on screen, not before', () => {
    const paint = paintTiming();
    const { added, frame } = load(scriptsAfterFirstFrame(page));
    frame();
    frame();
    paint('first-paint');
    expect(added()).toEqual([]);
    paint('first-contentful-paint');
    expect(added()).toEqual([
      [`${location.origin}/_next/static/chunks/a.js`, 'sha256-A'],
      [`${location.origin}/_next/static/chunks/b.js`, 'sha256-B'],
    ]);
    paint('first-contentful-paint');
    expect(added()).toHaveLength(2);
  });

  it('where the browser reports no paints, adds them once two frames have begun', () => {
    vi.stubGlobal('PerformanceObserver', undefined);
    const { added, frame } = load(scriptsAfterFirstFrame(page));
    expect(added()).toEqual([]);
    frame();
    expect(added()).toEqual([]);
    frame();
    expect(added()).toEqual([
      [`${location.origin}/_next/static/chunks/a.js`, 'sha256-A'],
      [`${location.origin}/_next/static/chunks/b.js`, 'sha256-B'],
    ]);
    frame();
    expect(added()).toHaveLength(2);
  });

  it('adds them at once in a hidden tab, which paints nothing, or when the tab is hidden before its paint', () => {
    paintTiming();
    expect(load(scriptsAfterFirstFrame(page), { hidden: true }).added()).toHaveLength(2);

    const { added } = load(scriptsAfterFirstFrame(page));
    expect(added()).toEqual([]);
    Object.defineProperty(document, 'hidden', { value: true, configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    expect(added()).toHaveLength(2);
  });

  it('holds a press made before the page hydrates and makes it again, once, when it has', () => {
    load(scriptsAfterFirstFrame(page));
    const button = document.querySelector('button')!;
    const pressed = vi.fn();
    button.addEventListener('click', pressed);
    expect(button.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }))).toBe(false);
    expect(pressed).not.toHaveBeenCalled();
    dispatchEvent(new Event(PAGE_HYDRATED));
    expect(pressed).toHaveBeenCalledOnce();
    // After hydration a press goes straight through.
    button.click();
    expect(pressed).toHaveBeenCalledTimes(2);
  });

  it('holds Escape pressed before the page hydrates and presses it again where it was, then lets keys through', () => {
    load(scriptsAfterFirstFrame(page));
    const button = document.querySelector('button')!;
    const keys: string[] = [];
    button.addEventListener('keydown', (e) => keys.push(e.key));
    const press = (key: string) =>
      button.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
    expect(press('a')).toBe(true);
    expect(press('Escape')).toBe(false);
    expect(keys).toEqual(['a']);
    dispatchEvent(new Event(PAGE_HYDRATED));
    expect(keys).toEqual(['a', 'Escape']);
    press('Escape');
    expect(keys).toEqual(['a', 'Escape', 'Escape']);
  });
});
