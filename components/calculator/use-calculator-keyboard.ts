import {
  useEffect,
  useRef,
  useState,
  type Dispatch,
  type RefObject,
  type SetStateAction,
} from 'react';
import { keyFromKeyboard, type CalculatorKey } from '@/lib/calculator/keys';
import { copyText, press, type CalculatorState } from '@/lib/calculator/machine';
import { finishedCalculation, pressKeys } from '@/lib/calculator/history';
import { pasteInto } from '@/lib/calculator/paste';
import { takeEarlyKeys } from '@/lib/calculator/early-keys';
import { ownKeysControl, typingField, within } from '@/lib/own-keys';
import { remember } from './history-store';

// Wherever focus is. Enter is "=" except on a control with its own Enter, such as a link; the
// keypad's keys are not such controls. Returns the key to show pressed.
export function useCalculatorKeyboard(
  setState: Dispatch<SetStateAction<CalculatorState>>,
  state: CalculatorState,
  keypad: RefObject<HTMLElement | null>,
): CalculatorKey | null {
  const [pressed, setPressed] = useState<CalculatorKey | null>(null);
  const releaseTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const latest = useRef(state);
  useEffect(() => {
    latest.current = state;
  }, [state]);

  useEffect(() => {
    // Remembers every calculation but the last, which is kept as every result is, when it shows.
    const apply = ({ state: next, finished }: ReturnType<typeof pasteInto>) => {
      (finishedCalculation(next) ? finished.slice(0, -1) : finished).forEach(remember);
      latest.current = next;
      setState(next);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.ctrlKey || event.metaKey || event.altKey || event.defaultPrevented) return;
      const key = keyFromKeyboard(event.key);
      const target = event.target instanceof Element ? event.target : null;
      if (!key || within(target, typingField)) return;
      if (
        event.key === 'Enter' &&
        target?.matches(ownKeysControl) &&
        !keypad.current?.contains(target)
      ) {
        return;
      }
      event.preventDefault();
      setState((current) => press(current, key));
      clearTimeout(releaseTimer.current);
      setPressed(key);
    };
    const onKeyUp = () => {
      clearTimeout(releaseTimer.current);
      // Long enough to be seen after a quick tap.
      releaseTimer.current = setTimeout(() => setPressed(null), 100);
    };
    const onPaste = (event: ClipboardEvent) => {
      if (within(event.target, typingField)) return;
      const text = event.clipboardData?.getData('text/plain');
      if (!text) return;
      event.preventDefault();
      apply(pasteInto(latest.current, text));
    };
    // With nothing selected, Ctrl+C copies the display as a plain number.
    const onCopy = (event: ClipboardEvent) => {
      const text = copyText(latest.current);
      if (!text || !document.getSelection()?.isCollapsed || !event.clipboardData) return;
      event.preventDefault();
      event.clipboardData.setData('text/plain', text);
    };
    const early = takeEarlyKeys();
    if (early.length > 0) apply(pressKeys(latest.current, early));
    window.addEventListener('keydown', onKeyDown);
    window.addEventListener('keyup', onKeyUp);
    document.addEventListener('paste', onPaste);
    document.addEventListener('copy', onCopy);
    return () => {
      window.removeEventListener('keydown', onKeyDown);
      window.removeEventListener('keyup', onKeyUp);
      document.removeEventListener('paste', onPaste);
      document.removeEventListener('copy', onCopy);
      clearTimeout(releaseTimer.current);
    };
  }, [setState, keypad]);

  return pressed;
}
