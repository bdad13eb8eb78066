import { act, render, screen } from '@testing-library/react';
import { notify } from '@haulstop/shared/auth';
import { ToastsOnDemand } from './toasts-on-demand';

describe('the toast container mounts at the first toast (no toast library at start)', () => {
  it('renders nothing until a toast is shown, then shows that toast (queued until the container is here)', async () => {
    const { container } = render(<ToastsOnDemand />);
    expect(container.innerHTML).toBe('');
    act(() => void notify.error('The lot could not be saved.'));
    // The toast shows inside the one container, now mounted.
    await screen.findByText('The lot could not be saved.');
    expect(container.querySelector('.Toastify')?.textContent).toContain('The lot could not be saved.');
  });
});
