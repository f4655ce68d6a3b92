import type { Page, Request } from '@playwright/test';
import { expect } from './fixtures';

interface LayoutShift extends PerformanceEntry {
  value: number;
  sources: { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
}

type WithShifts = Window & { layoutShifts: () => string[] };

/**
 * Records every layout shift of each page loaded after this call, naming what moved, from where
 * to where. With `within`, only what moved inside that element counts. Returns a function that
 * waits until the page has settled and gives the shifts so far.
 */
export async function recordLayoutShifts(page: Page, { within }: { within?: string } = {}) {
  const inFlight = new Set<Request>();
  page.on('request', (request) => inFlight.add(request));
  page.on('requestfinished', (request) => inFlight.delete(request));
  page.on('requestfailed', (request) => inFlight.delete(request));

  await page.addInitScript((within) => {
    const shifts: string[] = [];
    const describe = (node: Node | null) =>
      node instanceof Element
        ? `<${node.localName}${node.id ? `#${node.id}` : ''}> “${node.textContent?.trim().slice(0, 30)}”`
        : String(node?.nodeName);
    const rect = ({ x, y, width, height }: DOMRectReadOnly) =>
      `${Math.round(x)},${Math.round(y)} ${Math.round(width)}×${Math.round(height)}`;
    const counts = (node: Node | null) =>
      !within || Boolean(node && document.querySelector(within)?.contains(node));
    const note = (entries: PerformanceEntryList) => {
      for (const entry of entries as LayoutShift[]) {
        const moved = entry.sources
          .filter((source) => counts(source.node))
          .map(
            (source) =>
              `${describe(source.node)} from ${rect(source.previousRect)} to ${rect(source.currentRect)}`,
          );
        if (moved.length === 0) continue;
        shifts.push(
          `${entry.value.toFixed(4)} at ${Math.round(entry.startTime)} ms: ${moved.join('; ')}`,
        );
      }
    };
    const observer = new PerformanceObserver((list) => note(list.getEntries()));
    observer.observe({ type: 'layout-shift', buffered: true });
    // Entries the observer has not handed over yet are taken too.
    (window as unknown as WithShifts).layoutShifts = () => {
      note(observer.takeRecords());
      return shifts;
    };
  }, within);

  /**
   * The shifts once the page is settled: live (the theme switch takes clicks once React runs it),
   * nothing it asked for still on its way, and two frames drawn since, so every change is measured.
   */
  return async function shiftsOnceSettled() {
    // However long it takes (the test's own time): this measures shifts, not speed, and a CPU
    // slowed 8 times on a machine shared with another build took over 20 s to go live.
    const live = { timeout: 0 };
    await expect(page.getByRole('contentinfo').getByRole('radio').first()).toBeEnabled(live);
    await expect.poll(() => inFlight.size).toBe(0);
    return page.evaluate(async () => {
      await new Promise((drawn) => requestAnimationFrame(() => requestAnimationFrame(drawn)));
      return (window as unknown as WithShifts).layoutShifts();
    });
  };
}

/**
 * Loads `url` once, then twice on a CPU slowed 8 times (a slow phone paints a page before it has
 * parsed all of it, and where parsing pauses differs from load to load): nothing may move.
 */
export async function expectNoShiftsOnSlowLoads(page: Page, url: string) {
  const shiftsOnceSettled = await recordLayoutShifts(page);
  await page.goto(url, { waitUntil: 'networkidle' });
  expect(await shiftsOnceSettled()).toEqual([]);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 8 });
  for (let load = 0; load < 2; load += 1) {
    await page.reload({ waitUntil: 'networkidle' });
    expect(await shiftsOnceSettled(), `slow load ${load + 1}`).toEqual([]);
  }
}
