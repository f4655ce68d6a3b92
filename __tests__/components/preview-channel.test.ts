import { PreviewChannel } from '@/components/markdown/worker/preview-channel';

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
