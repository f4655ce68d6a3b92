/** @jest-environment node */
import { owner } from '@/lib/site';

describe('owner', () => {
  it('has a name and a tagline', () => {
    expect(owner.name.trim()).not.toBe('');
    expect(owner.tagline.trim()).not.toBe('');
  });

  it('links to the model-hub and code-hosting profiles by handle', () => {
    expect(owner.modelHub.url).toBe(`https://huggingface.co/${owner.modelHub.handle}`);
    expect(owner.codeHost.url).toBe(`https://github.com/${owner.codeHost.handle}`);
  });

  it('keeps the twitter handle without an @', () => {
    expect(owner.twitterHandle).toMatch(/^\w{1,15}$/);
  });
});
