import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Calculator } from '@/components/calculator/calculator';

const display = () => document.getElementById('display')!;

function setup() {
  const user = userEvent.setup();
  render(<Calculator />);
  const click = async (...names: string[]) => {
    for (const name of names) await user.click(screen.getByRole('button', { name }));
  };
  return { user, click };
}

it('shows 0 and every key, operators with spoken names', () => {
  setup();
  expect(display()).toHaveTextContent(/^0$/);
  for (const name of [
    'clear',
    'divide',
    'multiply',
    'add',
    'subtract',
    'equals',
    'decimal point',
  ]) {
    expect(screen.getByRole('button', { name })).toBeInTheDocument();
  }
  for (const digit of '0123456789') {
    expect(screen.getByRole('button', { name: digit })).toBeInTheDocument();
  }
});

it('computes with clicks, with precedence', async () => {
  const { click } = setup();
  await click('3', 'add', '5', 'multiply', '6', 'subtract', '2', 'divide', '4');
  expect(display()).toHaveTextContent('3 + 5 × 6 − 2 ÷ 4');
  await click('equals');
  expect(display()).toHaveTextContent(/^32\.5$/);
  expect(screen.getByRole('status')).toHaveTextContent('Result: 32.5');
  await click('clear');
  expect(display()).toHaveTextContent(/^0$/);
});

it('computes from the keyboard without focusing anything first', async () => {
  const { user } = setup();
  await user.keyboard('12x3{Enter}');
  expect(display()).toHaveTextContent(/^36$/);
  await user.keyboard('{Escape}0,1+0.2=');
  expect(display()).toHaveTextContent(/^0\.3$/);
  await user.keyboard('{Backspace}');
  expect(display()).toHaveTextContent(/^0$/);
  await user.keyboard('45{Backspace}');
  expect(display()).toHaveTextContent(/^4$/);
});

it('gives a typed key the pressed look of a click while it is held', async () => {
  jest.useFakeTimers();
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  render(<Calculator />);
  await user.keyboard('{7>}');
  await act(() => jest.advanceTimersByTime(500));
  expect(screen.getByRole('button', { name: '7' })).toHaveAttribute('data-pressed', 'true');
  await user.keyboard('{/7}');
  await act(() => jest.advanceTimersByTime(150));
  expect(screen.getByRole('button', { name: '7' })).toHaveAttribute('data-pressed', 'false');
  jest.useRealTimers();
});

it('lets Enter press a focused key once, without also evaluating', async () => {
  const { user } = setup();
  await user.keyboard('2+');
  screen.getByRole('button', { name: '9' }).focus();
  await user.keyboard('{Enter}');
  expect(display()).toHaveTextContent('2 + 9');
});

it('leaves shortcuts with modifier keys to the browser', async () => {
  const { user } = setup();
  await user.keyboard('{Control>}5{/Control}');
  expect(display()).toHaveTextContent(/^0$/);
});

it('says so when dividing by zero, then starts afresh', async () => {
  const { user } = setup();
  await user.keyboard('5/0{Enter}');
  expect(display()).toHaveTextContent("Can't divide by zero");
  expect(screen.getByRole('status')).toHaveTextContent("Can't divide by zero");
  await user.keyboard('8');
  expect(display()).toHaveTextContent(/^8$/);
});

it('does not announce each keystroke', async () => {
  const { user } = setup();
  await user.keyboard('123+4');
  expect(screen.getByRole('status')).toBeEmptyDOMElement();
});
