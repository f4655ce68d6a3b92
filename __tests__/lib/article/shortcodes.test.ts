/** @jest-environment node */
import { expandShortcodes, postLink } from '@/lib/article/shortcodes';

const fence = '```';
const expanded = (text: string) => expandShortcodes(text).text;

describe('Hugo shortcodes', () => {
  it('leave one never closed as written, with a note, and read the next as its own', () => {
    const { text, notes } = expandShortcodes(
      'Intro.\n\n{{< youtube id="x"\n\n{{< figure src="/a.png" alt="A" >}}\n\n{% post_url x\n',
    );
    expect(text).toContain('{{< youtube id="x"');
    expect(text).toContain('<figure><img src="/a.png" alt="A"></figure>');
    expect(notes).toEqual([
      { line: 3, text: '{{< youtube id="x" is never closed (no >}}): it shows as written' },
      { line: 7, text: '{% post_url x is never closed (no %}): it shows as written' },
    ]);
  });

  it('make a figure with its caption, its alt text the caption unless given', () => {
    expect(expanded('{{< figure src="bike.jpg" caption="My <old> bike" >}}\n')).toBe(
      '<figure><img src="bike.jpg" alt="My &lt;old&gt; bike"><figcaption>My &lt;old&gt; bike</figcaption></figure>\n',
    );
    expect(expanded('{{% figure src="/a.png" alt="A chart" link="/a.png" %}}')).toBe(
      '<figure><a href="/a.png"><img src="/a.png" alt="A chart"></a></figure>',
    );
  });

  it('link ref and relref to the post here, its anchor kept, across a wrapped link text', () => {
    const text =
      'In [A New\nCareer]({{< ref "a-new-career" >}}) and [a promotion]({{< relref "posts/2020/a-promotion.md#why" >}}).';
    expect(expanded(text)).toBe(
      'In [A New\nCareer](/writing/a-new-career/) and [a promotion](/writing/a-promotion/#why).',
    );
    expect(expanded('[up]({{< ref "#top" >}})')).toBe('[up](#top)');
  });

  it('make highlight a fenced code block, on the same lines, its inside as written', () => {
    const text = `Before\n{{< highlight go "linenos=table" >}}\nfmt.Println("{{< ref x >}}")\n{{< /highlight >}}\nAfter`;
    expect(expandShortcodes(text)).toEqual({
      text: `Before\n${fence}go\nfmt.Println("{{< ref x >}}")\n${fence}\nAfter`,
      notes: [],
    });
  });

  it('make videos, gists and posts on X link cards, with no request to another host', () => {
    expect(expanded('{{< youtube MX4yy1dTVYg >}}')).toBe(
      '[Video on YouTube](https://www.youtube.com/watch?v=MX4yy1dTVYg)',
    );
    expect(expanded('{{< youtube id="w7Ft2ymGmfc" title="A talk" >}}')).toBe(
      '[Video on YouTube: A talk](https://www.youtube.com/watch?v=w7Ft2ymGmfc)',
    );
    expect(expanded('{{< vimeo 146022717 >}}')).toBe(
      '[Video on Vimeo](https://vimeo.com/146022717)',
    );
    expect(expanded('{{< gist spf13 7896402 "img.html" >}}')).toBe(
      '[Gist spf13/7896402 (img.html)](https://gist.github.com/spf13/7896402)',
    );
    expect(expanded('{{< x user="SanDiegoZoo" id="1453110110599868418" >}}')).toBe(
      '[Post by @SanDiegoZoo on X](https://x.com/SanDiegoZoo/status/1453110110599868418)',
    );
    expect(expanded('{{< tweet 877500564405444608 >}}')).toBe(
      '[Post on X](https://x.com/i/status/877500564405444608)',
    );
  });

  it('leave out any other shortcode with a note by line, keeping a pair’s text', () => {
    const text =
      'Intro\n\n{{< image-gallery namePattern="*.png" />}}\n\n{{% notice tip %}}\nKeep **this**.\n{{% /notice %}}\n';
    expect(expandShortcodes(text)).toEqual({
      text: 'Intro\n\n\n\n\nKeep **this**.\n\n',
      notes: [
        {
          line: 3,
          text: '{{< image-gallery namePattern="*.png" />}} left out: a shortcode of the old site, which does not run here',
        },
        {
          line: 5,
          text: '{{% notice tip %}} left out: a shortcode of the old site (its text is kept)',
        },
      ],
    });
  });
});

describe('Jekyll’s Liquid', () => {
  it('links post_url and link to the post here, and drops the site’s base address', () => {
    expect(
      expanded(
        '[bandits]({% post_url 2018-01-23-the-multi-armed-bandit %}) [x]({% link _posts/2016-07-26-name.md %})',
      ),
    ).toBe('[bandits](/writing/the-multi-armed-bandit/) [x](/writing/name/)');
    expect(expanded('![A](/assets/a.png) ![B]({{ site.baseurl }}/assets/b.png)')).toBe(
      '![A](/assets/a.png) ![B](/assets/b.png)',
    );
    expect(expanded("![C]({{ '/assets/c.png' | relative_url }})")).toBe('![C](/assets/c.png)');
  });

  it('makes highlight a fenced block, keeps raw’s text and drops comments', () => {
    expect(
      expanded(
        '{% highlight python linenos %}\nx = {{ y }}\n{% endhighlight %}\n{% raw %}{{ kept }}{% endraw %}\n{% comment %}\nhidden\n{% endcomment %}\nEnd',
      ),
    ).toBe(`${fence}python\nx = {{ y }}\n${fence}\n{{ kept }}\n\n\n\nEnd`);
  });

  it('leaves out includes and other tags with a note, and other {{ }} as text', () => {
    expect(
      expandShortcodes(
        'A\n{% include image-gallery.html folder="/assets/trip" %}\nB {{ page.title }} {{ count }}',
      ),
    ).toEqual({
      text: 'A\n\nB  {{ count }}',
      notes: [
        {
          line: 2,
          text: '{% include image-gallery.html folder="/assets/trip" %} left out: an include of the old site’s template, which is not here',
        },
        { line: 3, text: '{{ page.title }} left out: Liquid, which does not run here' },
      ],
    });
  });

  it('drops kramdown’s contents list and attribute lists with a note', () => {
    expect(expandShortcodes('Intro\n\n{: class="toc"}\n* TOC\n{:toc}\n\n## A\n')).toEqual({
      text: 'Intro\n\n               \n     \n      \n\n## A\n',
      notes: [
        { line: 3, text: '{: class="toc"} left out: a kramdown attribute list' },
        { line: 4, text: '* TOC {:toc} left out: the page has its own contents list' },
      ],
    });
  });
});

it('keeps shortcodes in code blocks and inline code as written', () => {
  const text = `Write \`{{< ref "x" >}}\` or:\n\n${fence}\n{% include a.html %}\n{{< youtube x >}}\n${fence}\n\n    {: .indented}\n`;
  expect(expandShortcodes(text)).toEqual({ text, notes: [] });
});

it('names a post by its file, folder or Jekyll name, without the date', () => {
  expect(postLink('posts/my-trip/index.md')).toBe('/writing/my-trip/');
  expect(postLink('2019-01-01-new-year.markdown')).toBe('/writing/new-year/');
  expect(postLink('/blog/hello/')).toBe('/writing/hello/');
  expect(postLink('2017-08-20-from-GAN-to-WGAN#kl')).toBe('/writing/from-gan-to-wgan/#kl');
});
