import type { Page } from '@playwright/test';
import { demos } from '../../lib/content/demos';
import { expect, relative, test, needsDemo } from './fixtures';

needsDemo('clock');

const timeLeft = (page: Page) => page.locator('#time-left');
const phase = (page: Page) => page.locator('#timer-label');
/** How many beeps the page played: the chime is short, and may be over before a busy test looks. */
const beeps = (page: Page) => page.evaluate(() => (window as unknown as { beeps: number }).beeps);

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    const record = window as unknown as { beeps: number };
    record.beeps = 0;
    const play = HTMLMediaElement.prototype.play;
    HTMLMediaElement.prototype.play = function (this: HTMLMediaElement) {
      if (!this.muted) record.beeps += 1; // the silent play in the Start click is no beep
      return play.call(this);
    };
  });
});

async function setLengths(page: Page, session: number, breakMinutes: number) {
  // Clicked in one go, as the freeCodeCamp suite clicks (element.click()): 24 separate Playwright
  // clicks take over 20 s on a busy machine.
  await page.evaluate(
    ({ sessionClicks, breakClicks }) => {
      const press = (id: string, times: number) => {
        for (let i = 0; i < times; i += 1) document.getElementById(id)!.click();
      };
      press('session-decrement', sessionClicks);
      press('break-decrement', breakClicks);
    },
    { sessionClicks: 25 - session, breakClicks: 5 - breakMinutes },
  );
  await expect(page.locator('#session-length')).toHaveText(String(session));
  await expect(page.locator('#break-length')).toHaveText(String(breakMinutes));
}

/** Opens the clock with the page's time under the test's control, once the page can be used. */
async function openOnControlledClock(page: Page) {
  await page.clock.install();
  await page.goto(relative('/clock'));
  // Freeze time once the page is interactive; from here on only the test moves it.
  await expect(page.getByRole('button', { name: 'Start' })).toBeEnabled();
}

test.describe('the timer on a controlled clock', () => {
  test.beforeEach(async ({ page }) => openOnControlledClock(page));

  test('runs a one-minute session into a break and back, beeping at each switch', async ({
    page,
  }) => {
    await setLengths(page, 1, 1);
    await page.clock.pauseAt(Date.now() + 60_000);
    await page.getByRole('button', { name: 'Start' }).click();

    await page.clock.runFor(30_000);
    await expect(timeLeft(page)).toHaveText('00:30');
    await expect(page).toHaveTitle('00:30 · Session');

    await page.clock.runFor(30_000);
    await expect(timeLeft(page)).toHaveText('00:00');
    await expect(phase(page)).toHaveText('Session');
    expect(await beeps(page)).toBe(0);

    await page.clock.runFor(1000);
    await expect(phase(page)).toHaveText('Break');
    await expect(timeLeft(page)).toHaveText('01:00');
    expect(await beeps(page)).toBe(1);
    await expect(page.getByRole('status')).toHaveText('Break has begun');

    await page.clock.runFor(61_000);
    await expect(phase(page)).toHaveText('Session');
    await expect(timeLeft(page)).toHaveText('01:00');

    await page.getByRole('button', { name: 'Reset' }).click();
    await expect(timeLeft(page)).toHaveText('25:00');
    expect(await page.locator('#beep').evaluate((audio: HTMLAudioElement) => audio.paused)).toBe(
      true,
    );
    expect(
      await page.locator('#beep').evaluate((audio: HTMLAudioElement) => audio.currentTime),
    ).toBe(0);
    // After Reset the tab shows the demo's own title again, not a running time.
    expect((await page.title()).startsWith(demos.clock!.title)).toBe(true);
  });

  test('keeps the part of a second that ran before each Stop', async ({ page }) => {
    await page.clock.pauseAt(Date.now() + 60_000);
    for (let run = 0; run < 4; run += 1) {
      await page.getByRole('button', { name: 'Start' }).click();
      await page.clock.runFor(1_500);
      await page.getByRole('button', { name: 'Stop' }).click();
    }
    // Four runs of 1.5 s are 6 s, as one run of 6 s would be (not 4).
    await expect(timeLeft(page)).toHaveText('24:54');
  });

  test('notifies, once asked to, when a phase ends while the page is hidden', async ({ page }) => {
    await page.addInitScript(() => {
      const record = window as unknown as { shown: string[]; hidden: boolean };
      record.shown = [];
      record.hidden = false;
      class FakeNotification {
        static permission: NotificationPermission = 'default';
        static requestPermission = async () => (FakeNotification.permission = 'granted');
        constructor(title: string) {
          record.shown.push(title);
        }
      }
      Object.defineProperty(window, 'Notification', { value: FakeNotification });
      // With the service worker on, notifications go through its registration.
      ServiceWorkerRegistration.prototype.showNotification = async (title: string) =>
        void record.shown.push(title);
      Object.defineProperty(document, 'visibilityState', {
        get: () => (record.hidden ? 'hidden' : 'visible'),
      });
    });
    await page.reload();
    const notify = page.getByRole('button', { name: 'Notify me when a phase ends' });
    await notify.click();
    await expect(notify).toHaveAttribute('aria-pressed', 'true');
    await setLengths(page, 1, 2);
    await page.clock.pauseAt(Date.now() + 60_000);
    await page.getByRole('button', { name: 'Start' }).click();
    await page.clock.runFor(61_000);
    await expect(phase(page)).toHaveText('Break');
    const shown = () => page.evaluate(() => (window as unknown as { shown: string[] }).shown);
    expect(await shown()).toEqual([]);
    await page.evaluate(() => ((window as unknown as { hidden: boolean }).hidden = true));
    await page.clock.runFor(121_000);
    await expect(phase(page)).toHaveText('Session');
    expect(await shown()).toEqual(['Session has begun: 1 minute']);
  });

  test('catches up after the browser held its timers back', async ({ page }) => {
    const start = Date.now() + 60_000;
    await page.clock.pauseAt(start);
    await page.getByRole('button', { name: 'Start' }).click();
    await page.clock.runFor(5000);
    await expect(timeLeft(page)).toHaveText('24:55');

    // Forty minutes pass with no timer firing (a throttled tab, a sleeping laptop)...
    await page.clock.setSystemTime(start + 5000 + 40 * 60_000);
    // ...and the next tick accounts for all of it. 2406 s after Start with 25 + 5: the session
    // ends at 1500 s, the break starts at 1501 s and ends at 1801 s, a new session starts at
    // 1802 s, and 604 s of it have passed: 25:00 - 10:04 = 14:56.
    await page.clock.runFor(1000);
    await expect(phase(page)).toHaveText('Session');
    await expect(timeLeft(page)).toHaveText('14:56');
    await expect(page.getByRole('status')).toHaveText('Session has begun');
  });
});

interface Marks {
  zero?: number;
  beep?: number;
  /** Whether the beep was playing once play() had started it. */
  playing?: boolean;
}
const readMarks = (page: Page) =>
  page.evaluate(() => (window as unknown as { marks: Marks }).marks);

test('runs fast under a harness that shortens every timer to 30 ms, beeping on time', async ({
  page,
}) => {
  await page.goto(relative('/clock'));
  await setLengths(page, 1, 1);
  // What the freeCodeCamp test suite does after the page has loaded.
  await page.evaluate(() => {
    const setTimeoutOriginal = window.setTimeout;
    const setIntervalOriginal = window.setInterval;
    window.setTimeout = ((handler: TimerHandler, _delay?: number, ...args: unknown[]) =>
      setTimeoutOriginal(handler, 30, ...args)) as typeof window.setTimeout;
    window.setInterval = ((handler: TimerHandler, _delay?: number, ...args: unknown[]) =>
      setIntervalOriginal(handler, 30, ...args)) as typeof window.setInterval;
    const marks: Marks = {};
    (window as unknown as { marks: Marks }).marks = marks;
    const time = document.getElementById('time-left')!;
    new MutationObserver(() => {
      if (time.textContent === '00:00') marks.zero ??= performance.now();
    }).observe(time, { childList: true, characterData: true, subtree: true });
    // The moment the beep starts playing (audio.paused turns false): an unmuted play() call.
    const beep = document.getElementById('beep') as HTMLAudioElement;
    const play = beep.play.bind(beep);
    beep.play = () => {
      if (beep.muted) return play();
      marks.beep ??= performance.now();
      // Read at once: the chime is short, and a busy test machine may look only after it ended.
      return play().then(() => void (marks.playing ??= !beep.paused));
    };
  });
  await page.getByRole('button', { name: 'Start' }).click();
  await expect(phase(page)).toHaveText('Break', { timeout: 10_000 });
  await expect.poll(async () => (await readMarks(page)).playing).toBe(true);
  const { zero, beep } = await readMarks(page);
  expect(zero).toBeDefined();
  expect(beep! - zero!).toBeLessThan(200);
});

test.describe('a running timer across the site', () => {
  const homeLink = (page: Page) => page.getByRole('link', { name: /, home$/ });
  const homeGrid = (page: Page) => page.getByRole('list', { name: 'Projects' });

  test.beforeEach(async ({ page }) => openOnControlledClock(page));

  test('keeps counting on the home page, in its title, and is there after Back', async ({
    page,
  }) => {
    await page.clock.pauseAt(Date.now() + 60_000);
    await page.getByRole('button', { name: 'Start' }).click();
    await page.clock.runFor(2000);
    await expect(timeLeft(page)).toHaveText('24:58');

    await homeLink(page).click();
    await expect(homeGrid(page)).toBeVisible();
    await expect(page).toHaveTitle('24:58 · Session');
    await page.clock.runFor(5000);
    await expect(page).toHaveTitle('24:53 · Session');

    await page.goBack();
    await expect(timeLeft(page)).toHaveText('24:53');
    await page.clock.runFor(1000);
    await expect(timeLeft(page)).toHaveText('24:52');
    // Stopped on its own page, the tab has that page's title again.
    await page.getByRole('button', { name: 'Stop' }).click();
    expect((await page.title()).startsWith(demos.clock!.title)).toBe(true);
  });

  test('is there when the visitor comes back through its card', async ({ page }) => {
    await page.clock.pauseAt(Date.now() + 60_000);
    await page.getByRole('button', { name: 'Start' }).click();
    await homeLink(page).click();
    await expect(homeGrid(page)).toBeVisible();
    await page.clock.runFor(3000);
    await page.getByRole('link', { name: demos.clock!.title }).click();
    await expect(timeLeft(page)).toHaveText('24:57');
    await expect(page.getByRole('button', { name: 'Stop' })).toBeVisible();
  });

  test('a reload keeps it running, on the clock page and on another', async ({ page }) => {
    await page.clock.pauseAt(Date.now() + 60_000);
    await page.getByRole('button', { name: 'Start' }).click();
    await page.clock.runFor(3000);
    await expect(timeLeft(page)).toHaveText('24:57');

    await page.reload();
    await expect(page.getByRole('button', { name: 'Stop' })).toBeVisible();
    await page.clock.runFor(1000);
    await expect(timeLeft(page)).toHaveText('24:56');

    await homeLink(page).click();
    await expect(homeGrid(page)).toBeVisible();
    await page.reload();
    await expect(homeGrid(page)).toBeVisible();
    await page.clock.runFor(1000);
    await expect(page).toHaveTitle('24:55 · Session');
  });

  test('beeps at the end of a phase while the visitor is on the home page', async ({ page }) => {
    await setLengths(page, 1, 1);
    await page.clock.pauseAt(Date.now() + 60_000);
    await page.getByRole('button', { name: 'Start' }).click();
    await homeLink(page).click();
    await expect(homeGrid(page)).toBeVisible();

    await page.clock.runFor(60_000);
    await expect(page).toHaveTitle('00:00 · Session');
    expect(await beeps(page)).toBe(0);
    await page.clock.runFor(1000);
    await expect(page).toHaveTitle('01:00 · Break');
    expect(await beeps(page)).toBe(1);

    await page.goBack();
    await expect(phase(page)).toHaveText('Break');
    await page.getByRole('button', { name: 'Reset' }).click();
    await expect(timeLeft(page)).toHaveText('25:00');
    await homeLink(page).click();
    await page.clock.runFor(5000);
    expect(await page.title()).not.toMatch(/\d\d:\d\d/);
  });

  test('Space starts and stops, R resets, away from the controls', async ({ page }) => {
    await page.clock.pauseAt(Date.now() + 60_000);
    await page.setViewportSize({ width: 1024, height: 400 }); // a page that can scroll
    await page.locator('#main').focus();
    const scrolled = await page.evaluate(() => scrollY);
    await page.keyboard.press(' ');
    await expect(page.getByRole('button', { name: 'Stop' })).toBeVisible();
    await expect(page.getByRole('status')).toHaveText('Timer started');
    await page.clock.runFor(2000);
    await expect(timeLeft(page)).toHaveText('24:58');
    await page.keyboard.press(' ');
    await expect(page.getByRole('status')).toHaveText('Timer stopped');
    await page.clock.runFor(2000);
    await expect(timeLeft(page)).toHaveText('24:58');
    await page.keyboard.press('r');
    await expect(timeLeft(page)).toHaveText('25:00');
    await expect(page.getByRole('button', { name: 'Start' })).toBeVisible();
    // Space did not scroll the page as well.
    expect(await page.evaluate(() => document.documentElement.scrollHeight > innerHeight)).toBe(
      true,
    );
    expect(await page.evaluate(() => scrollY)).toBe(scrolled);
  });
});

// On the wall clock: a controlled clock paused in the first tab holds the copy's own loading back.
test('a running timer runs in one tab only when the tab is copied', async ({ page, context }) => {
  test.slow(); // two pages load and count real seconds
  await page.goto(relative('/clock'));
  await page.getByRole('button', { name: 'Start' }).click();
  await expect(timeLeft(page)).toHaveText('24:59');

  // A window the page opens gets a copy of its sessionStorage, as "Duplicate tab" does.
  const [copy] = await Promise.all([
    context.waitForEvent('page'),
    page.evaluate(() => void window.open(window.location.href)),
  ]);
  await expect(copy.getByRole('button', { name: 'Start' })).toBeEnabled();
  const shown = await timeLeft(page).innerText();
  await expect(timeLeft(page)).not.toHaveText(shown);
  await expect(timeLeft(copy)).toHaveText('25:00');
  await expect(copy.getByRole('button', { name: 'Start' })).toBeVisible();

  // The copy's timer is its own: starting it leaves the first tab's timer counting.
  await copy.getByRole('button', { name: 'Start' }).click();
  await expect(timeLeft(copy)).toHaveText('24:59');
  await expect(page.getByRole('button', { name: 'Stop' })).toBeVisible();
  expect(await timeLeft(page).innerText()).not.toBe('24:59');
});
