import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LoadWhenNear as Sut } from './LoadWhenNear';

type Callback = (entries: { isIntersecting: boolean }[]) => void;

/** An IntersectionObserver the test drives: `near()` says the placeholder came within the margin. */
function fakeObserver() {
  const observers: { callback: Callback; options?: IntersectionObserverInit }[] = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: Callback, options?: IntersectionObserverInit) {
        observers.push({ callback, options });
      }
      observe() {}
      disconnect() {}
    },
  );
  return {
    observers,
    report: (isIntersecting: boolean) => act(() => observers.at(-1)!.callback([{ isIntersecting }])),
  };
}

afterEach(() => vi.unstubAllGlobals());

describe('LoadWhenNear', () => {
  it('keeps an empty block of the given height until the part comes near the screen, then renders it', () => {
    const observer = fakeObserver();
    const { container } = render(
      <Sut minHeight={600}>
        <p>Data rights</p>
      </Sut>,
    );
    expect(screen.queryByText('Data rights')).toBeNull();
    expect((container.firstChild as HTMLElement).style.minHeight).toBe('600px');
    expect(observer.observers[0].options?.rootMargin).toBe('0px 0px 600px 0px');

    observer.report(false);
    expect(screen.queryByText('Data rights')).toBeNull();
    observer.report(true);
    expect(screen.getByText('Data rights')).toBeInTheDocument();
  });

  it('renders at once where the browser has no IntersectionObserver', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(
      <Sut minHeight={600}>
        <p>Data rights</p>
      </Sut>,
    );
    expect(screen.getByText('Data rights')).toBeInTheDocument();
  });
});
