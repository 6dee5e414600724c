import assert from 'node:assert/strict';
import { describe, it } from '@jest/globals';
import { A4, fittingSize, layoutTable, Measure, wrapText } from './pdf-table-layout';

// Every character 5 points wide (bold 6): widths are easy to reason about.
const measure: Measure = (text, bold) => text.length * (bold ? 6 : 5);
const OPTIONS = { margin: 36, padding: 4 };
const sum = (widths: number[]) => widths.reduce((total, width) => total + width, 0);

describe('layoutTable', () => {
  it('keeps a narrow report upright, spanning the page, each column as wide as its content asks', () => {
    const sut = layoutTable(
      [
        { header: 'Member ID', keepWhole: true },
        { header: 'Name', keepWhole: false },
      ],
      [['PHOTO0001', 'Ravi Kumar']],
      measure,
      OPTIONS,
    );
    assert.equal(sut.landscape, false);
    assert.ok(Math.abs(sum(sut.widths) - (A4.short - 72)) < 0.01, `${sum(sut.widths)}`);
    assert.ok(sut.widths[0] >= 'Member ID'.length * 6 + 8);
  });

  it('turns the page to landscape when the columns need more than an upright line', () => {
    const columns = Array.from({ length: 8 }, (_, i) => ({ header: `Column ${i}`, keepWhole: true }));
    const sut = layoutTable(columns, [columns.map(() => 'x'.repeat(14))], measure, OPTIONS);
    assert.equal(sut.landscape, true);
    assert.ok(Math.abs(sum(sut.widths) - (A4.long - 72)) < 0.01);
  });

  it('narrows the wrapped text columns, never an e-mail kept whole, when the page is too narrow for all', () => {
    const email = 'kiran.photography.studio.belagavi@example.com';
    const address = 'Near the old bus stand, Devaraja Market Road, Mysuru '.repeat(3).trim();
    const sut = layoutTable(
      [
        { header: 'Email', keepWhole: true },
        { header: 'Address', keepWhole: false },
        { header: 'Notes', keepWhole: false },
        { header: 'Phone', keepWhole: true },
      ],
      [[email, address, address, '9876543210']],
      measure,
      OPTIONS,
    );
    assert.equal(sut.landscape, true);
    assert.ok(sut.widths[0] >= measure(email, false) + 8, 'the e-mail column holds the e-mail on one line');
    assert.ok(sut.widths[3] >= measure('9876543210', false) + 8);
    assert.ok(Math.abs(sum(sut.widths) - (A4.long - 72)) < 0.01);
  });
});

describe('wrapText', () => {
  it('breaks a long name at spaces, each line within the width and no word lost', () => {
    const name = 'Basavarajappa Mallikarjuna Siddalingappa Kadakol';
    const lines = wrapText(name, 80, measure, false);
    assert.ok(lines.length > 1);
    for (const line of lines) assert.ok(measure(line, false) <= 80, line);
    assert.equal(lines.join(' '), name);
  });

  it('breaks a word longer than the line between whole characters, Kannada conjuncts kept together', () => {
    const lines = wrapText('ಕ್ಷತ್ರಿಯಕ್ಷತ್ರಿಯಕ್ಷತ್ರಿಯ', 20, measure, false);
    assert.ok(lines.length > 1);
    assert.equal(lines.join(''), 'ಕ್ಷತ್ರಿಯಕ್ಷತ್ರಿಯಕ್ಷತ್ರಿಯ');
    for (const line of lines) assert.ok(!line.startsWith('\u0CCD'), `a line starts inside a conjunct: ${line}`);
  });

  it('leaves text that fits on one line', () => {
    assert.deepEqual(wrapText('Ravi', 100, measure, false), ['Ravi']);
    assert.deepEqual(wrapText('', 100, measure, false), ['']);
  });

  it('keeps a header whole in a column sized to it, though padding added and taken away lost a hair of width', () => {
    // (w + 8) - 8 comes back below w for about one width in thirteen (15.623 is one such w).
    assert.ok(15.623 + 8 - 8 < 15.623);
    const word = measure('Status', true);
    const inner = word - 1e-9;
    assert.deepEqual(wrapText('Status', inner, measure, true), ['Status']);
    assert.equal(
      fittingSize('Status', inner, 9, 6, (text) => measure(text, true)),
      9,
    );
  });
});

describe('fittingSize', () => {
  it('prints a value kept whole smaller when it is wider than its column, but not below the smallest size', () => {
    assert.equal(fittingSize('PHOTO0001', 100, 8.5, 5, measure), 8.5);
    const size = fittingSize('x'.repeat(30), 100, 8.5, 5, measure);
    assert.ok(size < 8.5 && size >= 5 && (measure('x'.repeat(30), false) * size) / 8.5 <= 100, `${size}`);
    assert.equal(fittingSize('x'.repeat(300), 100, 8.5, 5, measure), 5);
  });
});

describe('layoutTable with more than a landscape line of whole values', () => {
  it('still gives every column its header’s longest word, so no header is broken inside a word', () => {
    const email = 'x'.repeat(120);
    const columns = ['Member ID', 'Email', 'Status', 'Membership Start'].map((header, i) => ({
      header,
      keepWhole: i !== 2,
    }));
    const sut = layoutTable(columns, [['PHOTO0001', email, 'Active', '01/04/2025']], measure, OPTIONS);
    columns.forEach((column, i) => {
      const longestWord = Math.max(...column.header.split(' ').map((word) => measure(word, true)));
      assert.ok(sut.widths[i] >= longestWord + 8, `${column.header}: ${sut.widths[i]}`);
    });
    assert.ok(Math.abs(sum(sut.widths) - (A4.long - 72)) < 0.01);
  });
});
