import { describe, expect, it } from 'vitest';
import { pageWindow, totalPages } from './pagination';

describe('pageWindow', () => {
  it('offers every page when there are five or fewer', () => {
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(5, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('never offers more than five page buttons and keeps the current page in the middle', () => {
    expect(pageWindow(1, 20)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(6, 20)).toEqual([4, 5, 6, 7, 8]);
    expect(pageWindow(20, 20)).toEqual([16, 17, 18, 19, 20]);
    expect(pageWindow(19, 20)).toEqual([16, 17, 18, 19, 20]);
  });

  it('offers nothing when there are no pages', () => {
    expect(pageWindow(1, 0)).toEqual([]);
  });
});

describe('totalPages', () => {
  it('rounds up partial pages', () => {
    expect(totalPages(0, 10)).toBe(0);
    expect(totalPages(10, 10)).toBe(1);
    expect(totalPages(11, 10)).toBe(2);
  });
});
