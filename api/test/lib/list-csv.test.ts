import { Readable } from 'node:stream';
import type { ListColumn } from '@haulstop/shared/contracts/columns';
import { csvSafe, listCsv } from '../../src/lib/list-csv';

describe('CSV exports cannot carry a spreadsheet formula (OWASP CSV injection)', () => {
  test('text starting with = + - @ gets a leading apostrophe; negative amounts and plain text stay', () => {
    expect(['=HYPERLINK("http://x")', '+1+1', '-2+3', '@SUM(A1)'].map(csvSafe)).toEqual(['\'=HYPERLINK("http://x")', "'+1+1", "'-2+3", "'@SUM(A1)"]);
    expect(['-12.50', '-3', 'Prairie Stop', 42, null].map(csvSafe)).toEqual(['-12.50', '-3', 'Prairie Stop', 42, null]);
  });

  test('listCsv writes the header of the column labels in the language asked, then defused cells', async () => {
    type Row = { name: string; amount: string };
    const columns: readonly ListColumn<Row>[] = [
      { key: 'name', label: 'invoiceColumns.organization', value: (row) => row.name },
      { key: 'amount', label: 'invoiceColumns.total', value: (row) => row.amount },
    ];
    const csvIn = async (language: 'en' | 'fr') => {
      let text = '';
      for await (const chunk of listCsv(Readable.from([{ name: '=cmd|calc', amount: '-5.00' }]), columns, language, (row: Row) => [row])) text += chunk;
      return text;
    };
    expect(await csvIn('en')).toBe("Organization,Total\n'=cmd|calc,-5.00\n");
    expect(await csvIn('fr')).toBe("Organisation,Total\n'=cmd|calc,-5.00\n");
  });
});
