import type { ReactNode } from 'react';

/**
 * A legal text's minimal markup, rendered as elements (never as HTML): a blank line separates
 * paragraphs, a line starting with '## ' is a heading, lines starting with '- ' form a list. Any
 * other character, '<' included, is shown as typed.
 */
export function LegalText({ content }: { content: string }) {
  const blocks: ReactNode[] = [];
  content
    .replace(/\r\n?/g, '\n')
    .split(/\n{2,}/)
    .forEach((block, b) => {
      let para: string[] = [];
      let items: string[] = [];
      const flush = (key: string) => {
        if (para.length) blocks.push(<p key={`${key}p`} className="mb-4 leading-relaxed">{para.join(' ')}</p>);
        if (items.length)
          blocks.push(
            <ul key={`${key}u`} className="mb-4 list-disc space-y-1 pl-6">
              {items.map((it, i) => (
                <li key={i}>{it}</li>
              ))}
            </ul>,
          );
        para = [];
        items = [];
      };
      block.split('\n').forEach((line, l) => {
        const key = `${b}-${l}`;
        const text = line.trim();
        if (text.startsWith('## ')) {
          flush(key);
          blocks.push(<h2 key={`${key}h`} className="mb-2 mt-6 text-lg font-bold text-sea-900">{text.slice(3)}</h2>);
        } else if (text.startsWith('- ')) {
          if (para.length) flush(`${key}x`);
          items.push(text.slice(2));
        } else if (text) {
          if (items.length) flush(`${key}y`);
          para.push(text);
        }
      });
      flush(`${b}-end`);
    });
  return <div className="text-slate-700">{blocks}</div>;
}
