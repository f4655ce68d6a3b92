import { grammarTimeLimit, PreviewChannel } from '@/components/markdown/worker/preview-channel';
import {
  arrivingGrammars,
  hangingGrammars,
  lastRequest,
  standIn,
} from '../fixtures/preview-worker';

it('renders the exact text an export asks for, however much is typed meanwhile', async () => {
  const delivered: string[] = [];
  const channel = new PreviewChannel((text) => delivered.push(text));
  channel.request('# one');
  const exported = channel.render('# two');
  channel.request('# three');
  await expect(exported).resolves.toEqual({
    ok: true,
    blocks: ['<h1 id="user-content-two">two</h1>'],
  });
  expect(delivered).toEqual(['# one', '# three', '# two']);
  channel.close();
});

describe('code in a language whose grammar loads in the worker', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    standIn.renderMs = 0;
    hangingGrammars.clear();
    arrivingGrammars.clear();
    jest.useRealTimers();
  });

  it('renders plain at once, and once more in colour when the grammar arrives', () => {
    arrivingGrammars.add('python');
    const delivered: string[] = [];
    const channel = new PreviewChannel((text) => delivered.push(text));
    channel.request('```python\npass\n```');
    jest.advanceTimersByTime(0);
    expect(delivered).toEqual(['```python\npass\n```']);
    jest.advanceTimersByTime(grammarTimeLimit * 2);
    expect(delivered).toEqual(['```python\npass\n```', '```python\npass\n```']);
    // Nothing left to wait for: no give-up pending, no rendering again and again.
    expect(jest.getTimerCount()).toBe(0);
    channel.close();
  });

  it('colours again a text that was rendering when the grammar came', () => {
    arrivingGrammars.add('python');
    standIn.renderMs = 5;
    const delivered: string[] = [];
    const channel = new PreviewChannel((text) => delivered.push(text));
    channel.request('```python\na\n```');
    // Rendered at 5 ms; the grammar comes at 15 ms, while the next text renders (12 to 17 ms).
    jest.advanceTimersByTime(12);
    channel.request('```python\nb\n```');
    jest.advanceTimersByTime(grammarTimeLimit);
    expect(delivered).toEqual(['```python\na\n```', '```python\nb\n```', '```python\nb\n```']);
    channel.close();
  });

  it('gives up on a grammar that hangs: a fresh worker renders what was typed meanwhile', () => {
    hangingGrammars.add('python');
    arrivingGrammars.add('ts');
    const delivered: [string, boolean][] = [];
    const channel = new PreviewChannel((text, result) => delivered.push([text, result.ok]));
    channel.request('```python\npass\n```\n\n```ts\nlet a\n```');
    jest.advanceTimersByTime(0);
    // The worker now waits on Python's grammar and answers nothing.
    channel.request('```python\nreturn\n```');
    jest.advanceTimersByTime(grammarTimeLimit - 1);
    expect(delivered.map(([text]) => text)).not.toContain('```python\nreturn\n```');
    // Past the limit, and the moment the fresh worker takes.
    jest.advanceTimersByTime(2);
    expect(delivered.at(-1)).toEqual(['```python\nreturn\n```', true]);
    // Only the grammar that hung is left out, not TypeScript's, which waited behind it.
    expect(lastRequest.value?.unavailable).toEqual(['python']);
    // The fresh worker leaves Python plain rather than wait for it again.
    channel.request('```python\nyield\n```');
    channel.request('```python\nfinal\n```');
    jest.advanceTimersByTime(50);
    expect(delivered.at(-1)).toEqual(['```python\nfinal\n```', true]);
    channel.close();
  });
});
