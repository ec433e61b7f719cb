import { describe, expect, it } from 'vitest';
import { parseMarkup } from './parseMarkup.ts';

describe('parseMarkup', () => {
  it('splits paragraphs on blank lines and keeps single newlines as breaks', () => {
    expect(parseMarkup('One\nline two\n\nTwo')).toEqual([
      [{ kind: 'text', text: 'One' }, { kind: 'break' }, { kind: 'text', text: 'line two' }],
      [{ kind: 'text', text: 'Two' }],
    ]);
  });

  it('parses bold and https links, also links inside bold', () => {
    expect(parseMarkup('Pay **now at [the portal](https://pay.example.edu/fee)** please')).toEqual([
      [
        { kind: 'text', text: 'Pay ' },
        {
          kind: 'bold',
          children: [
            { kind: 'text', text: 'now at ' },
            { kind: 'link', href: 'https://pay.example.edu/fee', label: 'the portal' },
          ],
        },
        { kind: 'text', text: ' please' },
      ],
    ]);
  });

  it('keeps unsafe link targets and HTML as plain text', () => {
    expect(parseMarkup('[x](javascript:alert(1)) <b>hi</b>')).toEqual([
      [{ kind: 'text', text: '[x](javascript:alert(1)) <b>hi</b>' }],
    ]);
  });
});
