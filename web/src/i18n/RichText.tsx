import { Fragment, type ReactElement, type ReactNode } from 'react';
import type { TextValues } from './texts';

type Tags = Record<string, (children: ReactNode) => ReactElement>;

/**
 * A translated text with tags in it ('Already set your password? <go>Back to Member Login</go>'): each `<tag>…</tag>`
 * is drawn by `tags[tag]`, the rest is text. The text is translated with its placeholders kept and the tags read
 * before the values are filled in, so a value (what a visitor typed) never becomes markup.
 */
export function RichText<K extends string>({
  t,
  k,
  values = {},
  tags,
}: {
  t: (key: K, values?: TextValues) => string;
  k: K;
  values?: TextValues;
  tags: Tags;
}) {
  // Each value's place is marked by a character no catalogue holds, filled in after the tags are read.
  const mark = (name: string) => `\uE000${name}\uE000`;
  const text = t(k, Object.fromEntries(Object.keys(values).map((name) => [name, mark(name)])));
  const fill = (part: string) =>
    part.replace(/\uE000([\w.]+)\uE000/g, (whole, name: string) => String(values[name] ?? whole));
  const parts: ReactNode[] = [];
  const pattern = /<(\w+)>(.*?)<\/\1>/g;
  let at = 0;
  for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
    if (match.index > at) parts.push(fill(text.slice(at, match.index)));
    const inner = fill(match[2]);
    const draw = tags[match[1]];
    parts.push(draw ? draw(inner) : inner);
    at = match.index + match[0].length;
  }
  if (at < text.length) parts.push(fill(text.slice(at)));
  return (
    <>
      {parts.map((part, index) => (
        <Fragment key={index}>{part}</Fragment>
      ))}
    </>
  );
}
