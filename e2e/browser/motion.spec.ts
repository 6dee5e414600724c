import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { launchBrowser } from '@portal/testing';
import type { Browser, Page } from 'playwright-core';
import { isStill, untilStill } from './motion';

// The wait every accessibility check makes before measuring colours: a dialog still zooming in reads with too little
// contrast (CI at 4873021), while antd's 2 s click wave changes nothing anyone reads. No stack: a page of its own.
describe('waiting for a page to stop moving', () => {
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
    page = await browser.newPage();
  });
  afterAll(async () => {
    await browser?.close();
  });

  async function pageWith(html: string): Promise<void> {
    await page.setContent(`<style>
      .fading { opacity: 0; transition: opacity 600ms linear; }
      .fading.shown { opacity: 1; }
    </style>${html}`);
  }

  it('waits for a fade to end, and is still once it has', async () => {
    await pageWith('<div class="fading">Title</div>');
    await page.evaluate(() => (globalThis as any).document.querySelector('.fading').classList.add('shown'));
    assert.equal(await page.evaluate(isStill), false, 'a fade that has just begun counts as moving');
    const started = Date.now();
    await untilStill(page);
    assert.ok(Date.now() - started >= 300, `returned ${Date.now() - started} ms into a 600 ms fade`);
    assert.equal(await page.evaluate(isStill), true);
  });

  it('counts an element in its antd enter motion as moving even before its animation starts', async () => {
    await pageWith('<div class="ant-drawer-content-wrapper ant-drawer-panel-motion-right-enter">Needs review</div>');
    assert.equal(await page.evaluate(isStill), false);
  });

  it("does not wait for antd's click wave, whose 2 s fade draws no text", async () => {
    await pageWith(
      '<button>Open</button><div class="ant-wave wave-motion-appear fading">' + '<div class="fading"></div></div>',
    );
    await page.evaluate(() =>
      (globalThis as any).document.querySelectorAll('.fading').forEach((el: any) => el.classList.add('shown')),
    );
    const running = await page.evaluate(
      () => (globalThis as any).document.getAnimations().filter((a: any) => a.playState === 'running').length,
    );
    assert.equal(running, 2, 'the wave and its ring are fading (the positive control)');
    assert.equal(await page.evaluate(isStill), true);
  });
});
