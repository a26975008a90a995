// An e-mail's HTML part read as a browser engine reads it (parse5, the WHATWG HTML parser), so the tests check what
// a mail client would show and follow: every link, image, script and inline handler, the head's meta tags and style
// sheet, and the visible text.
import { parse, type DefaultTreeAdapterTypes } from 'parse5';

type Node = DefaultTreeAdapterTypes.Node;
type Element = DefaultTreeAdapterTypes.Element;

export interface ReadHtml {
  /** Every href, in document order. */
  links: string[];
  /** Every image source (img src, and any background or srcset). */
  images: string[];
  /** The names of the elements that would run code (script, iframe, object, embed). */
  active: string[];
  /** Inline event handler attributes (onclick, onerror, …). */
  handlers: string[];
  /** meta name → content. */
  metas: Record<string, string>;
  /** The text of every style element. */
  styles: string;
  /** The text a reader sees (style and script text excluded), whitespace collapsed. */
  text: string;
}

const isElement = (node: Node): node is Element => 'tagName' in node;

export function readHtml(html: string): ReadHtml {
  const read: ReadHtml = { links: [], images: [], active: [], handlers: [], metas: {}, styles: '', text: '' };
  const texts: string[] = [];
  /** `within`: the style or script element whose text this is (not shown), or null. */
  const visit = (node: Node, within: 'style' | 'script' | null) => {
    if (node.nodeName === '#text' && 'value' in node) {
      if (within === 'style') read.styles += node.value;
      else if (within === null) texts.push(node.value);
      return;
    }
    if (!isElement(node)) {
      if ('childNodes' in node) for (const child of node.childNodes) visit(child, within);
      return;
    }
    const attr = (name: string) => node.attrs.find((a) => a.name === name)?.value;
    const href = attr('href');
    if (href !== undefined) read.links.push(href);
    for (const name of ['src', 'srcset', 'background']) {
      const value = attr(name);
      if (value !== undefined) read.images.push(value);
    }
    if (['script', 'iframe', 'object', 'embed'].includes(node.tagName)) read.active.push(node.tagName);
    read.handlers.push(...node.attrs.filter((a) => /^on/i.test(a.name)).map((a) => a.name));
    const metaName = attr('name');
    if (node.tagName === 'meta' && metaName) read.metas[metaName] = attr('content') ?? '';
    const raw = node.tagName === 'style' || node.tagName === 'script' ? node.tagName : within;
    for (const child of node.childNodes) visit(child, raw);
  };
  visit(parse(html), null);
  read.text = texts.join(' ').replace(/\s+/g, ' ').trim();
  return read;
}
