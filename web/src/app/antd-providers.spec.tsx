import { render, screen } from '@testing-library/react';
import { theme } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import { AntdProviders } from './antd-providers';

function MotionProbe() {
  const { token } = theme.useToken();
  return <span>{token.motion ? 'animated' : 'still'}</span>;
}

function preferReducedMotion(reduce: boolean): void {
  const matchMedia = window.matchMedia.bind(window);
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => ({
    ...matchMedia(query),
    matches: query === '(prefers-reduced-motion: reduce)' ? reduce : matchMedia(query).matches,
  }));
}

describe('AntdProviders', () => {
  it('turns the animations of dialogs, menus and toasts off for someone whose device asks for less motion', () => {
    preferReducedMotion(true);
    render(
      <AntdProviders>
        <MotionProbe />
      </AntdProviders>,
    );
    expect(screen.getByText('still')).toBeInTheDocument();
  });

  it('keeps the animations for everyone else', () => {
    preferReducedMotion(false);
    render(
      <AntdProviders>
        <MotionProbe />
      </AntdProviders>,
    );
    expect(screen.getByText('animated')).toBeInTheDocument();
  });
});
