import { afterEach, describe, expect, it } from 'vitest';
import { antdStaticStyle as sut } from './antd-static-style';

const names = () => [...document.head.querySelectorAll('[data-name]')].map((node) => node.getAttribute('data-name'));

describe('antd styles built at build time, put in the page (issue 30)', () => {
  afterEach(() => {
    document.head.querySelectorAll('[data-name]').forEach((node) => node.remove());
  });

  it('goes before the app’s style sheets, ordered by antd’s priority, then by arrival, each hook once', () => {
    const app = document.createElement('link');
    app.rel = 'stylesheet';
    app.dataset.name = 'app';
    document.head.append(app);
    const mark = (name: string) =>
      document.head.querySelector(`[data-antd-static="${name}"]`)?.setAttribute('data-name', name);

    sut('t1-Button', '.ant-btn{}');
    sut('t1-Compact', '.ant-btn-compact{}', -998);
    sut('t1-Card', '.ant-card{}');
    sut('t1-Form', '.ant-form{}', -1000);
    sut('t1-Button', '.ant-btn{color:red}');
    ['t1-Button', 't1-Compact', 't1-Card', 't1-Form'].forEach(mark);

    expect(names()).toEqual(['t1-Form', 't1-Button', 't1-Card', 't1-Compact', 'app']);
    expect(document.head.querySelector('[data-antd-static="t1-Button"]')?.textContent).toBe('.ant-btn{}');
  });

  it('puts nothing in the page for a hook that carries no CSS, and hands antd a style function that draws nothing', () => {
    const styleFn = sut('t2-Grid', '');

    expect(document.head.querySelector('[data-antd-static="t2-Grid"]')).toBeNull();
    expect(styleFn()).toEqual([]);
    sut('t2-Row', '.ant-row{}');
    expect(document.head.querySelector('[data-antd-static="t2-Row"]')).not.toBeNull();
    document.head.querySelector('[data-antd-static="t2-Row"]')?.remove();
  });
});
