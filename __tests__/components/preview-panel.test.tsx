import { render, screen } from '@testing-library/react';
import { PreviewPanel } from '@/components/markdown/preview/preview-panel';

// A renderer that breaks on one text: the error boundary must keep the break inside the preview.
jest.mock('@/components/markdown/preview/markdown-preview', () => ({
  MarkdownPreview: ({ text }: { text: string }) => {
    if (text === 'breaks the renderer') throw new Error('renderer failed');
    return <p>{text}</p>;
  },
}));

// A grammar loader that breaks on one name: that too must stay inside the preview.
jest.mock('@/lib/article/highlight', () => ({
  ...jest.requireActual('@/lib/article/highlight'),
  loadLanguage: (name: string) => {
    if (name === 'explodes') throw new Error('loader failed');
    return Promise.resolve();
  },
}));

it('shows one sentence instead of a preview that breaks, and recovers on the next text', () => {
  const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
  const { rerender } = render(
    <>
      <PreviewPanel text="breaks the renderer" />
      <p>the rest of the page</p>
    </>,
  );
  expect(screen.getByText(/^The preview cannot show this document\./)).toHaveAttribute(
    'role',
    'status',
  );
  expect(document.getElementById('preview')).toBeEmptyDOMElement();
  expect(screen.getByText('the rest of the page')).toBeInTheDocument();

  rerender(
    <>
      <PreviewPanel text="fine again" />
      <p>the rest of the page</p>
    </>,
  );
  expect(document.getElementById('preview')).toHaveTextContent('fine again');
  expect(screen.queryByText(/cannot show this document/)).not.toBeInTheDocument();
  logged.mockRestore();
});

it('keeps a grammar loader that throws inside the preview, and the rest of the page', () => {
  const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
  render(
    <>
      <PreviewPanel text={'```explodes\nx\n```'} />
      <p>the rest of the page</p>
    </>,
  );
  expect(screen.getByText(/^The preview cannot show this document\./)).toBeInTheDocument();
  expect(screen.getByText('the rest of the page')).toBeInTheDocument();
  logged.mockRestore();
});
