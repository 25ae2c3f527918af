import { PAGE_HYDRATED } from '../pageHydrated';
import { attributes } from '../security/scriptHashes';

/** A script the page adds once its first frame is on screen: its URL and integrity. */
export type LaterScript = { src: string; integrity: string };

// The loader ends with its list as one JSON array, so the scripts it adds can be read back.
const OPENING = '(function(d,w,s){';
const LIST_BEFORE = '})(document,window,';

/**
 * The inline script that replaces Next's `<script async>` tags (ES5: it runs before any of
 * them). It asks for the page's scripts once the first contentful frame is on screen (the paint
 * entry comes after the frame is presented; two frames begun where the browser reports no paints):
 * Lighthouse's simulation (PageSpeed Insights) counts every script run before that frame reaches
 * the screen into LCP. A hidden page, which paints nothing, gets them at once. Until the page says
 * it has hydrated, a press on a button or of Escape (which closes the consent banner) is held,
 * since it would find no handler, and the last one is made again then. Scripts it inserts run
 * under 'strict-dynamic', each with its integrity.
 */
export function laterScriptsLoader(scripts: LaterScript[]): string {
  const list = JSON.stringify(scripts.map(({ src, integrity }) => [src, integrity])).replace(/</g, '\\u003c');
  return `${OPENING}var h,o,r=w.requestAnimationFrame,P=w.PerformanceObserver;function hold(e){var t=e.target,b=e.type=="click"?t&&t.closest&&t.closest("button"):e.key=="Escape"&&t;if(b){e.preventDefault();e.stopImmediatePropagation();h=[b,e.type]}}
d.addEventListener("click",hold,true);d.addEventListener("keydown",hold,true);w.addEventListener(${JSON.stringify(PAGE_HYDRATED)},function(){d.removeEventListener("click",hold,true);d.removeEventListener("keydown",hold,true);var p=h;h=null;if(!p||!p[0].isConnected)return;
if(p[1]=="click")p[0].click();else p[0].dispatchEvent(new KeyboardEvent("keydown",{key:"Escape",bubbles:true,cancelable:true}))});
function add(){if(o)o.disconnect();for(var i=0;i<s.length;i++){var e=d.createElement("script");e.src=s[i][0];if(s[i][1])e.integrity=s[i][1];d.head.appendChild(e)}s=[]}
d.addEventListener("visibilitychange",function(){if(d.hidden)add()});
if(d.hidden)add();else if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>=0){o=new P(function(l){if(l.getEntriesByName("first-contentful-paint").length)add()});o.observe({type:"paint",buffered:true})}
else if(r)r(function(){r(add)});else add()${LIST_BEFORE}${list})`;
}

/** The scripts a page's loader adds, read back from its HTML ([] when it has none). */
export function laterScripts(html: string): LaterScript[] {
  for (const m of html.matchAll(/<script>([\s\S]*?)<\/script>/g)) {
    const text = m[1] ?? '';
    const at = text.lastIndexOf(LIST_BEFORE);
    if (!text.startsWith(OPENING) || at < 0) continue;
    const list = JSON.parse(text.slice(at + LIST_BEFORE.length, -1)) as [string, string][];
    return list.map(([src, integrity]) => ({ src, integrity }));
  }
  return [];
}

/**
 * Takes the page's own `<script async src="/_next/…">` tags and their preloads out of a
 * prerendered page and adds them from the loader at the end of its body instead. A `nomodule`
 * script stays: modern browsers neither fetch nor run it.
 */
export function scriptsAfterFirstFrame(html: string): string {
  const scripts: LaterScript[] = [];
  const own = (url: string | undefined) => !!url?.startsWith('/_next/');
  const taken = html.replace(/<script\b([^>]*)><\/script\s*>/gi, (tag, attrText: string) => {
    const attrs = attributes(attrText);
    const src = attrs.get('src');
    if (!own(src) || !attrs.has('async') || attrs.has('nomodule')) return tag;
    scripts.push({ src: src!, integrity: attrs.get('integrity') ?? '' });
    return '';
  });
  if (scripts.length === 0) return html;
  const page = taken.replace(/<link\b([^>]*)>/gi, (tag, attrText: string) => {
    const attrs = attributes(attrText);
    const preload = attrs.get('rel') === 'preload' && attrs.get('as') === 'script';
    return preload && own(attrs.get('href')) ? '' : tag;
  });
  const end = page.lastIndexOf('</body>');
  if (end < 0) throw new Error('scriptsAfterFirstFrame: a page without </body>');
  return `${page.slice(0, end)}<script>${laterScriptsLoader(scripts)}</script>${page.slice(end)}`;
}
