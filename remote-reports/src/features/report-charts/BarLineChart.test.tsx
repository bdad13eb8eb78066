import { act, fireEvent, screen, within } from '@testing-library/react';
import { renderWithProviders } from '@haulstop/shared/testing';
import { BarLineChart } from './BarLineChart';

// The design system's first render is slow on a busy 2-core machine.
jest.setTimeout(30_000);

function renderChart() {
  const { container } = renderWithProviders(
    <BarLineChart
      title="Bookings per day"
      labels={['Dec 1', 'Dec 2']}
      series={[{ label: 'Bookings', values: [3, 5], kind: 'bars', color: '#2C7EF4' }]}
      alternative={
        <table aria-label="Bookings per day">
          <tbody>
            <tr>
              <td>Dec 1</td>
              <td>3</td>
            </tr>
          </tbody>
        </table>
      }
    />,
  );
  return container.querySelector('details') as HTMLDetailsElement;
}

describe("a chart's figures as a table", () => {
  it('are drawn once the disclosure is opened, and stay when it closes again', async () => {
    const details = renderChart();
    expect(details.querySelector('summary')?.textContent).toBe('Show the figures as a table');
    expect(screen.queryByRole('table', { name: 'Bookings per day' })).toBeNull();
    await act(async () => {
      details.open = true;
      fireEvent(details, new Event('toggle'));
    });
    expect(
      within(screen.getByRole('table', { name: 'Bookings per day' }))
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Dec 1', '3']);
    await act(async () => {
      details.open = false;
      fireEvent(details, new Event('toggle'));
    });
    expect(screen.queryByRole('table', { name: 'Bookings per day' })).not.toBeNull();
  });
});
