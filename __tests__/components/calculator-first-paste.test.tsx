import { act, render, screen } from '@testing-library/react';
import { Calculator } from '@/components/calculator/calculator';

// A file of its own: the paste parser is loaded once for the page, so only a fresh page tests the
// first paste.
const paste = (text: string) => {
  const event = new Event('paste', { bubbles: true, cancelable: true });
  Object.assign(event, { clipboardData: { getData: () => text } });
  document.body.dispatchEvent(event);
};
const press = (key: string) =>
  window.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));

it('plays the keys and clicks that come while the paste parser loads after the paste, in order', async () => {
  render(<Calculator />);
  act(() => {
    paste('12');
    press('+');
    screen.getByRole('button', { name: '3' }).click();
    paste('4');
  });
  const display = document.getElementById('display')!;
  await screen.findByText(/^12 \+ 34$/);
  expect(display).toHaveTextContent(/^12 \+ 34$/);
  act(() => press('Enter'));
  expect(display).toHaveTextContent(/^46$/);
});
