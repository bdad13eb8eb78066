import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWithUi } from '../data/test-utils';
import { ConfirmRowAction, useConfirm } from './ConfirmDialog';

// The design system's first render is slow on a busy 2-core machine.
jest.setTimeout(30_000);

function RemoveRow({ onRemove }: { onRemove: () => void }) {
  const confirm = useConfirm();
  return (
    <>
      <ConfirmRowAction ask={confirm.ask} label="Remove" rowName="WINTER10" question="Remove the code WINTER10?" onConfirm={onRemove} />
      {confirm.dialog}
    </>
  );
}

let nativeConfirm: jest.SpyInstance;
beforeEach(() => {
  nativeConfirm = jest.spyOn(window, 'confirm').mockReturnValue(true);
});
afterEach(() => nativeConfirm.mockRestore());

describe('useConfirm: a row action asks in the console’s dialog, never the browser’s box', () => {
  it('Cancel does nothing; the named action runs it once and closes the dialog', async () => {
    const onRemove = jest.fn();
    renderWithUi(<RemoveRow onRemove={onRemove} />);
    // The row's button says its verb and is named with the row among the table's others.
    expect(screen.getByRole('button', { name: 'Remove WINTER10' }).textContent).toBe('Remove');
    fireEvent.click(screen.getByRole('button', { name: 'Remove WINTER10' }));

    let dialog = await screen.findByRole('dialog', { name: 'Remove the code WINTER10?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onRemove).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Remove WINTER10' }));
    dialog = await screen.findByRole('dialog', { name: 'Remove the code WINTER10?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onRemove).toHaveBeenCalledTimes(1);
    expect(nativeConfirm).not.toHaveBeenCalled();
  });
});
