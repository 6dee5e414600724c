import { createElement, type ReactNode } from 'react';
import type { AbstractNode, IconDefinition } from '@ant-design/icons-svg/es/types';

function draw(node: AbstractNode, key?: number): ReactNode {
  return createElement(
    node.tag,
    { key, ...node.attrs },
    node.children?.map((child, i) => draw(child, i)),
  );
}

/**
 * An Ant Design icon drawn from its SVG definition alone, for pages that load before antd
 * (the landing page): the icon component would bring antd's style engine with it.
 */
export function PlainIcon({ icon, className }: { icon: IconDefinition; className?: string }) {
  if (typeof icon.icon === 'function') return null;
  const svg = { ...icon.icon, attrs: { ...icon.icon.attrs, width: '1em', height: '1em', fill: 'currentColor' } };
  return (
    <span className={['plain-icon', className].filter(Boolean).join(' ')} aria-hidden="true">
      {draw(svg)}
    </span>
  );
}
