import type { IconDefinition } from '@ant-design/icons-svg/es/types';
import type { AbstractNode } from '@ant-design/icons-svg/es/types';
import common from '../../i18n/locales/en/common.json';
import { shownLanguage } from '../../i18n/language';
import { translateWith } from '../../i18n/texts';
import { TOAST_DURATION_SECONDS } from '../../lib/constants';
import type { Toast } from '../use-toast';
import {
  CheckCircleFilled,
  CloseCircleFilled,
  CloseOutlined,
  ExclamationCircleFilled,
  InfoCircleFilled,
} from './toast-icons';

type ToastKind = 'success' | 'error' | 'info' | 'warning';

const ICONS: Record<ToastKind, IconDefinition> = {
  success: CheckCircleFilled,
  error: CloseCircleFilled,
  info: InfoCircleFilled,
  warning: ExclamationCircleFilled,
};

const SVG_NS = 'http://www.w3.org/2000/svg';

function drawSvg(node: AbstractNode): Element {
  const el = document.createElementNS(SVG_NS, node.tag);
  for (const [name, value] of Object.entries(node.attrs)) el.setAttribute(name, String(value));
  node.children?.forEach((child) => el.appendChild(drawSvg(child)));
  return el;
}

function icon(definition: IconDefinition, className: string): HTMLElement {
  const span = document.createElement('span');
  span.className = `plain-icon ${className}`;
  span.setAttribute('aria-hidden', 'true');
  if (typeof definition.icon !== 'function') {
    const svg = drawSvg(definition.icon);
    svg.setAttribute('width', '1em');
    svg.setAttribute('height', '1em');
    svg.setAttribute('fill', 'currentColor');
    span.appendChild(svg);
  }
  return span;
}

let current: { notice: HTMLElement; timer: ReturnType<typeof setTimeout> | undefined } | null = null;

/** Removes the toast on screen, if any. */
export function clearPlainToasts(): void {
  if (!current) return;
  clearTimeout(current.timer);
  current.notice.remove();
  current = null;
}

function show(kind: ToastKind, title: string, description?: string): void {
  // Spec §9: one toast at a time.
  clearPlainToasts();
  const notice = document.createElement('div');
  notice.className = `plain-toast plain-toast-${kind}`;
  notice.setAttribute('role', kind === 'error' ? 'alert' : 'status');
  notice.appendChild(icon(ICONS[kind], 'plain-toast-icon'));
  const text = document.createElement('div');
  text.className = 'plain-toast-text';
  const heading = document.createElement('div');
  heading.className = 'plain-toast-title';
  heading.textContent = title;
  text.appendChild(heading);
  // A description that only repeats the title would be read and shown twice.
  if (description && description.trim() !== title.trim()) {
    const body = document.createElement('div');
    body.className = 'plain-toast-description';
    body.textContent = description;
    text.appendChild(body);
  }
  notice.appendChild(text);
  const close = document.createElement('button');
  close.type = 'button';
  close.className = 'plain-toast-close';
  close.setAttribute('aria-label', translateWith('common', common, shownLanguage())('actions.close'));
  close.appendChild(icon(CloseOutlined, ''));
  close.addEventListener('click', clearPlainToasts);
  notice.appendChild(close);

  const entry = { notice, timer: undefined as ReturnType<typeof setTimeout> | undefined };
  const schedule = () => {
    entry.timer = setTimeout(() => {
      if (current === entry) clearPlainToasts();
    }, TOAST_DURATION_SECONDS * 1000);
  };
  // Like antd's notifications: the toast stays while the pointer rests on it.
  notice.addEventListener('mouseenter', () => clearTimeout(entry.timer));
  notice.addEventListener('mouseleave', schedule);
  current = entry;
  schedule();
  document.body.appendChild(notice);
}

/**
 * Toasts (spec §8 and §9: title and text, 5 s, one at a time) for the pages that render without antd
 * (login, registration). Drawn straight into <body>, outside React, so a toast stays up while the page
 * navigates on, e.g. 'Password Setup Required' over /setup-password. Their CSS (plain-toast.css) is in the
 * entry's (main.tsx).
 */
export const plainToast: Toast = {
  success: (title, description) => show('success', title, description),
  error: (title, description) => show('error', title, description),
  info: (title, description) => show('info', title, description),
  warning: (title, description) => show('warning', title, description),
  clear: clearPlainToasts,
};
