import { csvOf, csvSafe } from '../../src/lib/documents';

describe('CSV exports cannot carry a spreadsheet formula (OWASP CSV injection)', () => {
  test('text starting with = + - @ gets a leading apostrophe; negative amounts and plain text stay', () => {
    expect(['=HYPERLINK("http://x")', '+1+1', '-2+3', '@SUM(A1)'].map(csvSafe)).toEqual(['\'=HYPERLINK("http://x")', "'+1+1", "'-2+3", "'@SUM(A1)"]);
    expect(['-12.50', '-3', 'Prairie Stop', 42, null].map(csvSafe)).toEqual(['-12.50', '-3', 'Prairie Stop', 42, null]);
  });

  test('csvOf writes the header and defused cells', () => {
    expect(csvOf([{ name: '=cmd|calc', amount: '-5.00' }], ['name', 'amount'])).toBe("name,amount\n'=cmd|calc,-5.00\n");
  });
});
