import { describe, expect, it } from 'vitest';
import { page, stack, submitLogin, useBrowserStack } from '../support/browser-stack.ts';

// Company 2's blinking 'Promo' entry stays a target all the time: at every moment of its blink it
// is visible, opaque and the element under the pointer at its centre; under
// prefers-reduced-motion it does not blink at all. The animation is stepped through by hand (Web
// Animations API), so nothing here waits on the clock.
useBrowserStack({ viewport: { width: 1366, height: 900 } });

interface Moment { visibility: string; opacity: string; hit: boolean }

async function promoLink() {
  await submitLogin('CL001', 'CL001', stack.hostUrl(2));
  await page.waitForURL((url) => url.pathname === '/shop-grid-full-width');
  const promo = page.locator('.site-nav').getByRole('link', { name: 'Promo', exact: true });
  await promo.waitFor();
  return promo;
}

describe("company 2's 'Promo' entry", () => {
  it('blinks without ever hiding the link', async () => {
    const promo = await promoLink();
    const moments = await promo.evaluate((el): Moment[] | string => {
      const animations = el.getAnimations();
      if (animations.length === 0) return 'no animation';
      const out: Moment[] = [];
      for (const animation of animations) animation.pause();
      const duration = Number(animations[0]!.effect!.getComputedTiming().duration);
      for (let step = 0; step < 20; step++) {
        for (const animation of animations) animation.currentTime = (duration * step) / 20;
        const style = el.ownerDocument.defaultView!.getComputedStyle(el);
        const box = el.getBoundingClientRect();
        const under = el.ownerDocument.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        out.push({ visibility: style.visibility, opacity: style.opacity, hit: !!under && el.contains(under) });
      }
      return out;
    });
    expect(moments).not.toBe('no animation');
    for (const moment of moments as Moment[]) expect(moment).toEqual({ visibility: 'visible', opacity: '1', hit: true });

    await promo.click();
    await page.waitForURL((url) => url.searchParams.get('promo') === 'SI');
  });

  it('does not blink under prefers-reduced-motion', async () => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const promo = await promoLink();
    expect(await promo.evaluate((el) => el.getAnimations().length)).toBe(0);
  });
});
