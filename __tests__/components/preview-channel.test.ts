import { grammarTimeLimit, PreviewChannel } from '@/components/markdown/worker/preview-channel';
import { arrivingGrammars, hangingGrammars } from '../fixtures/preview-worker';

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
    hangingGrammars.clear();
    arrivingGrammars.clear();
    jest.useRealTimers();
  });

  it('renders plain at once, and again in colour once the grammar arrives', () => {
    arrivingGrammars.add('python');
    const delivered: string[] = [];
    const channel = new PreviewChannel((text) => delivered.push(text));
    channel.request('```python\npass\n```');
    jest.advanceTimersByTime(0);
    expect(delivered).toEqual(['```python\npass\n```']);
    jest.advanceTimersByTime(20);
    expect(delivered).toEqual(['```python\npass\n```', '```python\npass\n```']);
    channel.close();
  });

  it('gives up on a grammar that hangs: a fresh worker renders what was typed meanwhile', () => {
    hangingGrammars.add('python');
    const delivered: [string, boolean][] = [];
    const channel = new PreviewChannel((text, result) => delivered.push([text, result.ok]));
    channel.request('```python\npass\n```');
    jest.advanceTimersByTime(0);
    // The worker now waits on the grammar and answers nothing.
    channel.request('```python\nreturn\n```');
    jest.advanceTimersByTime(grammarTimeLimit - 1);
    expect(delivered).toEqual([['```python\npass\n```', true]]);
    // Past the limit, and the moment the fresh worker takes.
    jest.advanceTimersByTime(2);
    expect(delivered).toEqual([
      ['```python\npass\n```', true],
      ['```python\nreturn\n```', true],
    ]);
    // The fresh worker leaves Python plain rather than wait for it again.
    channel.request('```python\nyield\n```');
    jest.advanceTimersByTime(0);
    expect(delivered.at(-1)).toEqual(['```python\nyield\n```', true]);
    channel.close();
  });
});
