// Formulas as GitHub and Hugo writers write them, read by the parser so markdown never touches them:
// `$…$`, `$$…$$`, `\(…\)`, `\[…\]` (and Hugo's `\\(…\\)`) in text; `$$` blocks and ```math fences.
import type { InlineMath } from 'mdast-util-math';
import { mathFromMarkdown } from 'mdast-util-math';
import { math } from 'micromark-extension-math';
import type { Code, Construct, Extension, State } from 'micromark-util-types';
import type { Extension as FromMarkdown } from 'mdast-util-from-markdown';
import type { Processor } from 'unified';

declare module 'micromark-util-types' {
  interface TokenTypeMap {
    articleMath: 'articleMath';
    articleMathData: 'articleMathData';
    articleMathSequence: 'articleMathSequence';
  }
}

/** False for a text no formula can be in (none of the characters every way starts with): not parsed. */
export const mayHoldMath = (text: string) => /[$\\]|math/.test(text);

const dollar = 36;
const backslash = 92;
const lineEnding = (code: Code) => code !== null && code < -2;
const space = (code: Code) =>
  code === null || code === 32 || code === -2 || code === -1 || lineEnding(code);
const digit = (code: Code) => code !== null && code >= 48 && code <= 57;

type Effects = Parameters<Construct['tokenize']>[0];

// A formula's characters as data tokens and its line endings as tokens of their own, as micromark's
// own constructs write them: consumed whole into the formula, a line ending hung the parser on a
// paragraph's last line, and threw in a list item. A closing delimiter is a token of its own too,
// as each character must be consumed inside the token entered last (micromark's development build
// asserts it, and `next dev` stopped on every page).
function formulaContent(effects: Effects) {
  let inData = false;
  const end = () => {
    if (inData) effects.exit('articleMathData');
    inData = false;
  };
  const consume = (code: Code) => {
    if (lineEnding(code)) {
      end();
      effects.enter('lineEnding');
      effects.consume(code);
      effects.exit('lineEnding');
      return;
    }
    if (!inData) effects.enter('articleMathData');
    inData = true;
    effects.consume(code);
  };
  return { consume, end };
}

// `$…$` as on GitHub, so prices stay text: no space inside either `$`, no digit after the last.
const dollarMath: Construct = {
  name: 'articleMath',
  previous: (code) => code !== dollar,
  tokenize(effects, ok, nok) {
    let opening = 0;
    let closing = 0;
    let lastSpace = false;
    const content = formulaContent(effects);
    const start: State = (code) => {
      effects.enter('articleMath');
      return open(code);
    };
    const open: State = (code) => {
      if (code === dollar && opening < 2) {
        effects.consume(code);
        opening++;
        return open;
      }
      if (code === dollar || (opening === 1 && space(code))) return nok(code);
      return inside(code);
    };
    const inside: State = (code) => {
      if (code === null) return nok(code);
      if (code === dollar) {
        content.end();
        closing = 0;
        return close(code);
      }
      lastSpace = space(code);
      content.consume(code);
      return code === backslash ? escaped : inside;
    };
    const escaped: State = (code) => {
      if (code === null) return nok(code);
      lastSpace = false;
      content.consume(code);
      return inside;
    };
    const close: State = (code) => {
      if (code === dollar) {
        if (closing === 0) effects.enter('articleMathSequence');
        effects.consume(code);
        closing++;
        return close;
      }
      effects.exit('articleMathSequence');
      const closes = closing === opening && (opening === 2 || (!lastSpace && !digit(code)));
      lastSpace = false;
      if (!closes) return inside(code);
      effects.exit('articleMath');
      return ok(code);
    };
    return start;
  },
};

// `\(…\)` and `\[…\]`, or `\\(…\\)` as Hugo writers escape them for markdown; closed the same way.
// `\[1\]` is also how writers escape brackets: `\[…\]` is a formula only when it holds TeX's signs.
const texSigns = new Set([92, 94, 95, 123, 125, 61]);
const bracketMath: Construct = {
  name: 'articleMath',
  tokenize(effects, ok, nok) {
    let slashes = 0;
    let closer = 0;
    let run = 0;
    let signs = false;
    const content = formulaContent(effects);
    const start: State = (code) => {
      effects.enter('articleMath');
      return open(code);
    };
    const open: State = (code) => {
      if (code === backslash && slashes < 2) {
        effects.consume(code);
        slashes++;
        return open;
      }
      if (code !== 40 && code !== 91) return nok(code);
      closer = code === 40 ? 41 : 93;
      effects.consume(code);
      return inside;
    };
    const inside: State = (code) => {
      if (code === null) return nok(code);
      // After one backslash an odd run escapes the closer; after two, exactly two.
      const closes = code === closer && (slashes === 1 ? run % 2 === 1 : run === 2);
      if (closes && slashes === 1 && closer === 93 && !signs) return nok(code);
      if (closes) {
        content.end();
        effects.enter('articleMathSequence');
        effects.consume(code);
        effects.exit('articleMathSequence');
        effects.exit('articleMath');
        return ok;
      }
      content.consume(code);
      signs ||= run > 0 || (code !== null && texSigns.has(code) && code !== backslash);
      run = code === backslash ? run + 1 : 0;
      return inside;
    };
    return start;
  },
};

// A `$$` line opens a display block only where a paragraph is not going on, as kramdown reads it:
// its writers close `$$R = \begin{cases}…` on a line of its own, which as a block's opening
// swallowed the rest of the post. In a paragraph, `$$…$$` across lines is the formula above.
const { [dollar]: blockMath } = math().flow as Record<number, Construct>;
const displayBlock: Construct = {
  ...blockMath,
  tokenize(effects, ok, nok) {
    return this.interrupt ? nok : blockMath!.tokenize.call(this, effects, ok, nok);
  },
};

export const mathSyntax: Extension = {
  flow: { [dollar]: displayBlock },
  text: { [dollar]: dollarMath, [backslash]: bracketMath },
};

/** A formula in text, without its delimiters; display ones are `$$…$$` and `\[…\]`. */
export function inlineFormula(source: string): { tex: string; display: boolean } {
  const [, open = '', tex = ''] =
    /^(\$\$?|\\\\?[([])([\s\S]*?)(?:\$\$?|\\\\?[)\]])$/.exec(source) ?? [];
  return { tex: tex.trim(), display: open === '$$' || open.endsWith('[') };
}

const mathText: FromMarkdown = {
  enter: {
    articleMath(token) {
      const node: InlineMath = { type: 'inlineMath', value: '' };
      this.enter(node, token);
    },
  },
  exit: {
    articleMath(token) {
      const node = this.stack[this.stack.length - 1] as InlineMath;
      const { tex, display } = inlineFormula(this.sliceSerialize(token));
      node.value = tex;
      // The sanitizer keeps only `language-*` classes: the kind of formula is in that name.
      const className = display ? 'language-math-display' : 'language-math';
      node.data = {
        hName: 'code',
        hProperties: { className: [className] },
        hChildren: [{ type: 'text', value: tex }],
      };
      this.exit(token);
    },
  },
};

export function remarkMath(this: Processor) {
  const data = this.data();
  (data.micromarkExtensions ??= []).push(mathSyntax);
  (data.fromMarkdownExtensions ??= []).push(mathFromMarkdown(), mathText);
}
