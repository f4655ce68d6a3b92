/** @jest-environment node */
import { readFileSync } from 'node:fs';
import {
  headerPolicy,
  headersFile,
  nginxSnippet,
  pagePolicy,
  securityHeaders,
} from '@/lib/security-policy.mjs';

const directive = (policy: string, name: string) =>
  policy.split('; ').find((part) => part.startsWith(`${name} `));

describe('the security policy', () => {
  it('allows each page only its own inline scripts, by hash', () => {
    const policy = pagePolicy('/', ["'sha256-abc='", "'sha256-def='"]);
    expect(directive(policy, 'script-src')).toBe("script-src 'self' 'sha256-abc=' 'sha256-def='");
    expect(policy).not.toMatch(/unsafe-eval|frame-ancestors/);
  });

  it('lets only the markdown editor show https images', () => {
    expect(directive(pagePolicy('/markdown/', []), 'img-src')).toBe("img-src 'self' https:");
    // A story or a post allows them only where it shows one.
    const story = '<p><img src="https://example.org/a.png" alt="A"/></p>';
    expect(directive(pagePolicy('/writing/a/', [], story), 'img-src')).toBe(
      "img-src 'self' https:",
    );
    expect(
      directive(pagePolicy('/writing/b/', [], '<img src="/images/x.webp" alt="B"/>'), 'img-src'),
    ).toBe("img-src 'self'");
    for (const route of ['/', '/clock/', '/calculator/', '/quotes/', '/404.html']) {
      expect(directive(pagePolicy(route, []), 'img-src')).toBe("img-src 'self'");
    }
  });

  it('sends the header form to hosts that read _headers', () => {
    const file = headersFile();
    for (const [name, value] of Object.entries(securityHeaders)) {
      expect(file).toContain(`  ${name}: ${value}\n`);
    }
    expect(directive(headerPolicy(), 'frame-ancestors')).toBe("frame-ancestors 'none'");
    expect(file).toContain('/_next/static/*\n  Cache-Control: public, max-age=31536000, immutable');
  });

  it('is what the README tells nginx users to add', () => {
    const readme = readFileSync('README.md', 'utf8');
    expect(readme).toContain(`\`\`\`nginx\n${nginxSnippet()}\n\`\`\``);
  });
});
