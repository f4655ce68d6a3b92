/** @jest-environment node */
import { assetPath } from '@/lib/asset-path';

describe('assetPath', () => {
  const saved = process.env.NEXT_PUBLIC_BASE_PATH;
  afterEach(() => {
    if (saved === undefined) delete process.env.NEXT_PUBLIC_BASE_PATH;
    else process.env.NEXT_PUBLIC_BASE_PATH = saved;
  });

  it('leaves root-relative paths alone without a base path', () => {
    delete process.env.NEXT_PUBLIC_BASE_PATH;
    expect(assetPath('/logo.svg')).toBe('/logo.svg');
    expect(assetPath('logo.svg')).toBe('/logo.svg');
  });

  it('puts the base path in front when the site lives under one', () => {
    process.env.NEXT_PUBLIC_BASE_PATH = '/portfolio';
    expect(assetPath('/projects/calculator.svg')).toBe('/portfolio/projects/calculator.svg');
  });
});
