import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Calculator } from '@/components/calculator/calculator';
import { forgetHistory } from '@/components/calculator/calculator-history';

// Rendering the keypad and clicking through it takes seconds on a machine this busy (load 30 on
// two cores was seen); the default 5 s then ends a test midway and its clicks land in the next.
jest.setTimeout(30_000);

beforeEach(() => act(() => forgetHistory()));

const display = () => document.getElementById('display')!;

function setup() {
  const user = userEvent.setup({ delay: null });
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

it('takes Enter as "=" even when the key clicked last still has focus', async () => {
  const { user } = setup();
  await user.click(screen.getByRole('button', { name: 'clear' }));
  await user.keyboard('1+2{Enter}');
  expect(display()).toHaveTextContent(/^3$/);
  await user.click(screen.getByRole('button', { name: '7' }));
  await user.keyboard('+1{Enter}');
  expect(display()).toHaveTextContent(/^8$/);
});

it('still lets Space press the focused key', async () => {
  const { user } = setup();
  screen.getByRole('button', { name: '9' }).focus();
  await user.keyboard(' ');
  expect(display()).toHaveTextContent(/^9$/);
});

it('enters a pasted expression through the same rules, and says what it left out', async () => {
  const { user } = setup();
  await user.paste('12.5*2');
  expect(display()).toHaveTextContent('12.5 × 2');
  await user.keyboard('{Enter}');
  expect(display()).toHaveTextContent(/^25$/);
  // Like a typed minus, a pasted one after a result continues from it.
  await user.paste('−3');
  expect(display()).toHaveTextContent('25 − 3');
  await user.keyboard('{Escape}');
  // A leading minus is the subtract key, as when typed: 0 − 3 + 4 is −3 + 4.
  await user.paste('−3 + 4 apples');
  expect(display()).toHaveTextContent(/^0 − 3 \+ 4$/);
  expect(screen.getAllByText(/Left out “a” “p” “l” “e” “s”/)).toHaveLength(2);
  expect(screen.getByRole('status')).toHaveTextContent(/Left out/);
  await user.keyboard('{Enter}');
  expect(display()).toHaveTextContent(/^1$/);
});

it('refuses a paste it could read wrongly, and says why', async () => {
  const { user } = setup();
  await user.keyboard('5+');
  await user.paste('2^10');
  expect(display()).toHaveTextContent(/^5 \+$/);
  expect(screen.getByRole('status')).toHaveTextContent(
    /^Not pasted: the calculator cannot read “\^” in “2\^10”/,
  );
});

it('copies the display as a plain number when nothing is selected', async () => {
  const { user } = setup();
  await user.keyboard('5-8{Enter}');
  const data = new Map<string, string>();
  const copied = { setData: (type: string, text: string) => data.set(type, text) };
  const event = new Event('copy', { bubbles: true, cancelable: true }) as ClipboardEvent;
  Object.defineProperty(event, 'clipboardData', { value: copied });
  document.dispatchEvent(event);
  expect(event.defaultPrevented).toBe(true);
  expect(data.get('text/plain')).toBe('-3');
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
  expect(screen.getByRole('status')).toHaveTextContent(/^$/);
});

describe('Enter', () => {
  function setupPage() {
    const user = userEvent.setup({ delay: null });
    render(
      <>
        <a href="#elsewhere">Elsewhere</a>
        <label>
          Note <input />
        </label>
        <main tabIndex={-1}>
          <Calculator />
        </main>
      </>,
    );
    return user;
  }

  it('is "=" after a click on a blank part of the page', async () => {
    const user = setupPage();
    await user.click(screen.getByRole('main'));
    expect(screen.getByRole('main')).toHaveFocus();
    await user.keyboard('12+3*2{Enter}');
    expect(display()).toHaveTextContent(/^18$/);
  });

  it('is left to a link or a field outside the calculator', async () => {
    const user = setupPage();
    await user.keyboard('1+2');
    screen.getByRole('link', { name: 'Elsewhere' }).focus();
    await user.keyboard('{Enter}');
    expect(display()).toHaveTextContent(/^1 \+ 2$/);
    await user.click(screen.getByRole('textbox', { name: 'Note' }));
    await user.keyboard('5{Enter}');
    expect(screen.getByRole('textbox', { name: 'Note' })).toHaveValue('5');
    expect(display()).toHaveTextContent(/^1 \+ 2$/);
  });
});

describe('history', () => {
  const entries = () =>
    within(screen.getByRole('region', { name: 'History' }))
      .queryAllByRole('button', { name: /use the result/ })
      .map((button) => button.textContent);

  it('lists each calculation with its result, newest first', async () => {
    const { user } = setup();
    expect(entries()).toEqual([]);
    await user.keyboard('12+3*2{Enter}');
    await user.keyboard('7{Enter}');
    await user.keyboard('5/4{Enter}');
    expect(entries()).toEqual(['5 ÷ 4 =1.25', '12 + 3 × 2 =18']);
    // The display shows what it always has.
    expect(display()).toHaveTextContent(/^1\.25$/);
  });

  it('carries the exact result of a calculation into a new one, by click or Enter', async () => {
    const { user, click } = setup();
    await user.keyboard('1/3{Enter}2+2{Enter}');
    await click('1 ÷ 3 = 0.333333333333333, use the result');
    expect(display()).toHaveTextContent(/^0\.333333333333333$/);
    await user.keyboard('*3{Enter}');
    expect(display()).toHaveTextContent(/^1$/);
    screen.getByRole('button', { name: /^2 \+ 2 = 4/ }).focus();
    await user.keyboard('{Enter}');
    expect(display()).toHaveTextContent(/^4$/);
    await user.keyboard('+1{Enter}');
    expect(display()).toHaveTextContent(/^5$/);
  });

  it('keeps every calculation of a chained paste, once each', async () => {
    const { user } = setup();
    await user.paste('1+1=×3=');
    expect(display()).toHaveTextContent(/^6$/);
    expect(entries()).toEqual(['2 × 3 =6', '1 + 1 =2']);
    await user.paste('abc');
    expect(entries()).toEqual(['2 × 3 =6', '1 + 1 =2']);
    expect(display()).toHaveTextContent(/^6$/);
  });

  it('is kept for the visit, and Clear history empties it', async () => {
    const { user, click } = setup();
    await user.keyboard('2*4{Enter}');
    cleanup();
    setup();
    expect(entries()).toEqual(['2 × 4 =8']);
    await click('Clear history');
    expect(entries()).toEqual([]);
    const clear = screen.getByRole('button', { name: 'Clear history' });
    expect(clear).toHaveAttribute('aria-disabled', 'true');
    expect(clear).toHaveFocus();
  });

  it('is said once per calculation, even when a result repeats', async () => {
    const { user } = setup();
    const status = screen.getByRole('status');
    await user.keyboard('2+2{Enter}');
    const first = status.firstElementChild;
    expect(status).toHaveTextContent('Result: 4');
    await user.keyboard('2+2');
    await user.keyboard('{Enter}');
    expect(status).toHaveTextContent('Result: 4');
    expect(status.firstElementChild).not.toBe(first);
    // The list itself is not a live region, so it is not read out a second time.
    const list = screen.getByRole('list');
    expect(list.closest('[aria-live], [role="log"], [role="status"]')).toBeNull();
  });
});
