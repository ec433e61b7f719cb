import type { OutlineAnswer, OutlineEntry, OutlinePage } from '@admissions/form-core';
import type { Bookmark } from './pdfBookmarks.ts';
import { type Colour, type Column, type TextStyle, TextWriter } from './textWriter.ts';

const grey: Colour = [0.3, 0.3, 0.3];
const styles = {
  pageTitle: { size: 16, bold: true },
  section: { size: 12, bold: true, spaceBefore: 12 },
  group: { size: 10, bold: true, spaceBefore: 8 },
  label: { size: 9, bold: true, color: grey },
  value: { size: 9 },
  notAnswered: { size: 8.5, color: [0.35, 0.35, 0.35] as Colour, spaceBefore: 4 },
} satisfies Record<string, TextStyle>;

/** In a full-width row the label column takes this share of the width; in a half, this share of the half. */
const labelShare = 0.32;
const halfLabelShare = 0.42;
const columnGap = 10;
/** Between the two halves of a row that holds two answers. */
const gutter = 18;
/** An answer goes into half a row when its label wraps to at most this many lines there and its value has at most as many lines, none of them wrapped. */
const maxHalfLines = 3;
/** A value longer than this in the value column is written under its label, across the width. */
const maxSideBySideLines = 12;
/** Add-another instances are indented under their title. */
const instanceIndent = 10;

/**
 * Draws one page of the application's outline: its title, then each section
 * with its answers as label/value pairs, two pairs to a row where both are
 * short (each line of the value fits half a row unbroken), one pair across
 * the width otherwise, and a long value (an essay)
 * under its label. Unanswered questions get no row: each section, group and
 * instance ends with one line naming them ("Not answered: ..."). Returns the
 * page's bookmark, with one child per titled section.
 */
export function drawOutlinePage(writer: TextWriter, page: OutlinePage): Bookmark {
  // A page of the form starts on a new sheet unless the last one still has a good third left.
  writer.keepSpace(240);
  const first = writer.page.ref;
  writer.write(`${page.step}. ${page.title}`, { ...styles.pageTitle, spaceBefore: 14 });
  const children: Bookmark[] = [];
  for (const section of page.sections) {
    if (section.title) {
      writer.keepSpace(60);
      writer.write(section.title, styles.section);
      children.push({ title: section.title, page: writer.page.ref });
    }
    drawEntries(writer, section.entries, 0);
  }
  return { title: `${page.step}. ${page.title}`, page: first, children };
}

/** An answer wrapped for half a row. */
interface HalfRow {
  label: string[];
  value: string[];
}

function drawEntries(writer: TextWriter, entries: readonly OutlineEntry[], indent: number): void {
  const unanswered: string[] = [];
  let waiting: HalfRow | undefined;
  const flush = () => {
    if (waiting) writeHalves(writer, [waiting], indent);
    waiting = undefined;
  };
  for (const entry of entries) {
    if (entry.kind === 'answer') {
      if (entry.lines.length === 0) {
        unanswered.push(entry.label);
        continue;
      }
      const half = asHalf(writer, entry, indent);
      if (!half) {
        flush();
        drawFullWidth(writer, entry, indent);
      } else if (waiting) {
        writeHalves(writer, [waiting, half], indent);
        waiting = undefined;
      } else {
        waiting = half;
      }
      continue;
    }
    flush();
    if (entry.kind === 'heading') {
      writer.keepSpace(40);
      writer.write(entry.text.replace(/\*\*/g, ''), { ...styles.group, indent });
    } else {
      if (entry.title) {
        writer.keepSpace(40);
        writer.write(entry.title, { ...styles.group, indent });
      }
      drawEntries(writer, entry.entries, entry.instance === undefined ? indent : indent + instanceIndent);
    }
  }
  flush();
  if (unanswered.length > 0) {
    writer.write(`Not answered: ${unanswered.join(' · ')}`, { ...styles.notAnswered, indent });
  }
}

function halfWidths(indent: number): { half: number; label: number } {
  const half = (TextWriter.widthAt(indent) - gutter) / 2;
  return { half, label: Math.round(half * halfLabelShare) };
}

/** The answer wrapped for half a row, or undefined when its label or value is too long for one. */
function asHalf(writer: TextWriter, answer: OutlineAnswer, indent: number): HalfRow | undefined {
  const { half, label: labelWidth } = halfWidths(indent);
  // A value with more lines or characters than a half holds cannot fit: no need to wrap it.
  if (answer.lines.length > maxHalfLines || !mayFit(answer.lines, maxHalfLines, half - labelWidth)) return undefined;
  const label = writer.wrap(answer.label, styles.label, labelWidth - columnGap);
  if (label.length > maxHalfLines) return undefined;
  const value: string[] = [];
  for (const line of answer.lines) {
    // Each line of the value must fit the half unbroken ("Document attached: transcript.pdf" stays one line).
    const wrapped = writer.wrap(line, styles.value, half - labelWidth);
    if (wrapped.length > 1) return undefined;
    value.push(...wrapped);
  }
  return { label, value };
}

/**
 * False when the text certainly needs more than `lines` lines of `width`: no
 * character is narrower than 2 points at the value's size, so a line holds at
 * most width / 2 of them. Saves wrapping a long answer (an essay) once more
 * for a layout it cannot take: printing stays one pass over the text.
 */
function mayFit(text: readonly string[], lines: number, width: number): boolean {
  let characters = 0;
  for (const line of text) characters += line.length;
  return characters <= lines * (width / 2);
}

function writeHalves(writer: TextWriter, halves: readonly HalfRow[], indent: number): void {
  const { half, label } = halfWidths(indent);
  const columns: Column[] = halves.flatMap((row, i) => {
    const at = indent + i * (half + gutter);
    return [
      { at, lines: row.label, style: styles.label },
      { at: at + label, lines: row.value, style: styles.value },
    ];
  });
  writer.writeColumns(columns, { indent });
}

function drawFullWidth(writer: TextWriter, answer: OutlineAnswer, indent: number): void {
  const width = TextWriter.widthAt(indent);
  const split = Math.round(width * labelShare);
  const label = writer.wrap(answer.label, styles.label, split - columnGap);
  const value = mayFit(answer.lines, maxSideBySideLines, width - split)
    ? answer.lines.flatMap((line) => writer.wrap(line, styles.value, width - split))
    : undefined;
  if (value && value.length <= maxSideBySideLines) {
    writer.writeColumns(
      [
        { at: indent, lines: label, style: styles.label },
        { at: indent + split, lines: value, style: styles.value },
      ],
      { indent },
    );
    return;
  }
  // A long answer (an essay) reads better across the whole width, under its label.
  const across = answer.lines.flatMap((line) => writer.wrap(line, styles.value, width));
  writer.writeColumns([{ at: indent, lines: writer.wrap(answer.label, styles.label, width), style: styles.label }], {
    indent,
    open: true,
  });
  writer.writeColumns([{ at: indent, lines: across, style: styles.value }], { indent, continued: true });
}
