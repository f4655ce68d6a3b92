/** @jest-environment node */
import { readFileSync } from 'node:fs';
import {
  headerPolicy,
  headersFile,
  nginxSnippet,
  nginxSnippetUnder,
  pagePolicy,
  picturePolicy,
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
    // Elsewhere images fall back to default-src: this origin's only.
    expect(
      directive(pagePolicy('/writing/b/', [], '<img src="/images/x.webp" alt="B"/>'), 'img-src'),
    ).toBeUndefined();
    for (const route of ['/', '/clock/', '/calculator/', '/quotes/', '/404.html']) {
      expect(directive(pagePolicy(route, []), 'img-src')).toBeUndefined();
      expect(directive(pagePolicy(route, []), 'default-src')).toBe("default-src 'self'");
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

  it("repeats the headers for nginx where a location adds its own (nginx drops the server's there)", () => {
    const location =
      /location \/_next\/static\/ \{\n([\s\S]*?)\n\}/.exec(nginxSnippet())?.[1] ?? '';
    for (const name of Object.keys(securityHeaders)) {
      expect(location).toContain(`  add_header ${name} `);
    }
    expect(location).toContain('add_header Cache-Control "public, max-age=31536000, immutable"');
  });

  it('serves pictures in a sandbox that runs no script and loads nothing, on every host', () => {
    for (const name of ['sandbox', "default-src 'none'"]) {
      expect(picturePolicy.split('; ')).toContain(name);
    }
    expect(picturePolicy).not.toMatch(/script-src|'self'|https:/);
    expect(headersFile()).toContain(`/images/*\n  Content-Security-Policy: ${picturePolicy}\n`);
    const location = /location \/images\/ \{\n([\s\S]*?)\n\}/.exec(nginxSnippet())?.[1] ?? '';
    expect(location).toContain(`  add_header Content-Security-Policy "${picturePolicy}" always;`);
    for (const name of Object.keys(securityHeaders)) {
      expect(location).toContain(`  add_header ${name} `);
    }
  });

  it('puts a sub-path before the paths of the nginx snippet', () => {
    const snippet = nginxSnippetUnder(nginxSnippet(), '/portfolio');
    expect(snippet).toContain('\nlocation /portfolio/_next/static/ {\n');
    expect(snippet).toContain('\nlocation /portfolio/images/ {\n');
    expect(snippet).toMatch(/\nerror_page 404 \/portfolio\/404\.html;$/);
    expect(nginxSnippetUnder(nginxSnippet(), '')).toBe(nginxSnippet());
  });

  it("answers a missing address under another language's folder with its not-found page", () => {
    const snippet = nginxSnippet(['fr', 'ar']);
    expect(snippet.startsWith(nginxSnippet())).toBe(true);
    expect(snippet).toContain('\nlocation /fr/ {\n  error_page 404 /fr/404.html;\n}');
    expect(nginxSnippetUnder(snippet, '/portfolio')).toContain(
      '\nlocation /portfolio/ar/ {\n  error_page 404 /portfolio/ar/404.html;\n}',
    );
  });
});
