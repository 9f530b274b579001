import { keyFor } from './keys.ts';

/**
 * Portable Text from a tiny markup, so copy stays readable in the generator: one string per block; `## ` starts a
 * heading, `- ` a bullet, `**bold**` and `[label](/href)` inline.
 */
export interface PortableTextBlock {
  _type: 'block';
  _key: string;
  style: string;
  listItem?: 'bullet';
  level?: number;
  markDefs: { _type: 'link'; _key: string; href: string }[];
  children: { _type: 'span'; _key: string; text: string; marks: string[] }[];
}

const inline = /\*\*(.+?)\*\*|\[(.+?)\]\((.+?)\)/g;

export function pt(scope: string, ...paragraphs: readonly string[]): PortableTextBlock[] {
  return paragraphs.map((source, index) => {
    const key = keyFor(scope, index);
    let style = 'normal';
    let listItem: 'bullet' | undefined;
    let text = source;
    if (text.startsWith('## ')) {
      style = 'h3';
      text = text.slice(3);
    } else if (text.startsWith('- ')) {
      listItem = 'bullet';
      text = text.slice(2);
    }
    const markDefs: PortableTextBlock['markDefs'] = [];
    const children: PortableTextBlock['children'] = [];
    let last = 0;
    for (const match of text.matchAll(inline)) {
      if (match.index > last) children.push(span(key, children.length, text.slice(last, match.index), []));
      if (match[1] !== undefined) {
        children.push(span(key, children.length, match[1], ['strong']));
      } else if (match[2] !== undefined && match[3] !== undefined) {
        const markKey = keyFor(key, 'link', markDefs.length);
        markDefs.push({ _type: 'link', _key: markKey, href: match[3] });
        children.push(span(key, children.length, match[2], [markKey]));
      }
      last = match.index + match[0].length;
    }
    if (last < text.length || children.length === 0) children.push(span(key, children.length, text.slice(last), []));
    return { _type: 'block', _key: key, style, ...(listItem ? { listItem, level: 1 } : {}), markDefs, children };
  });
}

function span(blockKey: string, index: number, text: string, marks: string[]) {
  return { _type: 'span' as const, _key: keyFor(blockKey, 'span', index), text, marks };
}

/** The plain text of Portable Text blocks (for checks and previews). */
export function plainText(blocks: readonly PortableTextBlock[]): string {
  return blocks.map((block) => block.children.map((child) => child.text).join('')).join('\n');
}
