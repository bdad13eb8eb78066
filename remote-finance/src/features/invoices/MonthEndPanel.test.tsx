import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { apiClient } from '@haulstop/shared/auth';
import { renderWithProviders } from '@haulstop/shared/testing';
import { MonthEndPanel } from './MonthEndPanel';

// The design system's first render is slow on a busy 2-core machine.
jest.setTimeout(30_000);

let post: jest.SpyInstance;
let nativeConfirm: jest.SpyInstance;
beforeEach(() => {
  post = jest
    .spyOn(apiClient, 'post')
    .mockImplementation(
      async () => ({ data: { period: '2026-10', invoices: [], billedReservations: 0, ownerDocuments: [], nothingBilled: null }, status: 200 }) as never,
    );
  nativeConfirm = jest.spyOn(window, 'confirm').mockReturnValue(true);
});
afterEach(() => {
  post.mockRestore();
  nativeConfirm.mockRestore();
});

describe('Run month-end asks in the console’s dialog, never the browser’s box', () => {
  it('Cancel runs nothing; the named action runs the month asked', async () => {
    renderWithProviders(<MonthEndPanel />);
    fireEvent.change(screen.getByLabelText(/^Month-end period/), { target: { value: '2026-10' } });
    fireEvent.click(screen.getByRole('button', { name: 'Run month-end' }));

    let dialog = await screen.findByRole('dialog', { name: /^Run month-end for .*2026\?$/ });
    expect(within(dialog).getByText(/cannot be undone/).textContent).toMatch(/cannot be undone/);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(post).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Run month-end' }));
    dialog = await screen.findByRole('dialog', { name: /^Run month-end for/ });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Run month-end' }));
    await waitFor(() => expect(post).toHaveBeenCalledTimes(1));
    expect(post.mock.calls[0][0]).toBe('/api/billing/monthEnd');
    expect(post.mock.calls[0][1]).toMatchObject({ period: '2026-10' });
    expect(nativeConfirm).not.toHaveBeenCalled();
  });
});
