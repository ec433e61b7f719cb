import { describe, expect, it } from 'vitest';
import { migrateItems, migrateQuestion } from '../migrateQuestion.ts';
import { migratePageText } from '../migrateText.ts';

describe('migrating questions to widget options', () => {
  it('moves widget settings into options, in the order written, where the first one was', () => {
    expect(
      migrateQuestion({
        key: 'hs_from_month',
        widget: 'monthYear',
        label: 'From',
        keys: { year: 'hs_from_year' },
        optionList: { list: 'years' },
        keyLabels: { year: 'Year' },
        width: 'half',
      }),
    ).toEqual({
      key: 'hs_from_month',
      widget: 'monthYear',
      label: 'From',
      options: { keys: { year: 'hs_from_year' }, years: { list: 'years' }, labels: { year: 'Year' } },
      width: 'half',
    });
    expect(
      migrateQuestion({
        key: 'g',
        widget: 'radio',
        label: 'G',
        storeDesc: false,
        options: [{ value: 'Y', label: 'Y' }],
      }),
    ).toEqual({ key: 'g', widget: 'radio', label: 'G', options: { choices: [{ value: 'Y', label: 'Y' }] } });
  });

  it('migrates nested questions (after, reveal, templates) and leaves migrated ones alone', () => {
    const migrated = migrateItems({
      sections: [
        {
          items: [
            {
              key: 'c',
              widget: 'checkbox',
              label: 'C',
              after: [{ key: 't', widget: 'text', label: 'T', maxLength: 10 }],
            },
            {
              kind: 'addAnother',
              id: 'a',
              template: [{ key: 'x{n}', widget: 'textarea', label: 'X', characterLimit: 5 }],
            },
            { key: 'done', widget: 'text', label: 'D', options: { maxLength: 3 } },
          ],
        },
      ],
    });
    expect(JSON.stringify(migrated)).toBe(
      JSON.stringify({
        sections: [
          {
            items: [
              {
                key: 'c',
                widget: 'checkbox',
                label: 'C',
                after: [{ key: 't', widget: 'text', label: 'T', options: { maxLength: 10 } }],
              },
              {
                kind: 'addAnother',
                id: 'a',
                template: [{ key: 'x{n}', widget: 'textarea', label: 'X', options: { characterLimit: 5 } }],
              },
              { key: 'done', widget: 'text', label: 'D', options: { maxLength: 3 } },
            ],
          },
        ],
      }),
    );
  });

  it('rewrites only the changed questions of a file, keeping one-line questions on one line', () => {
    const text = [
      '{',
      '  "items": [',
      '    { "key": "a", "widget": "text", "label": "A" },',
      '    { "key": "b", "widget": "text", "label": "B", "maxLength": 9 }',
      '  ]',
      '}',
    ].join('\n');
    expect(migratePageText(text)).toBe(
      [
        '{',
        '  "items": [',
        '    { "key": "a", "widget": "text", "label": "A" },',
        '    {"key":"b","widget":"text","label":"B","options":{"maxLength":9}}',
        '  ]',
        '}',
      ].join('\n'),
    );
  });
});
