import { ToastContainer } from 'react-toastify';
import { TOAST } from '@haulstop/shared/constants';

/** THE toast container of the console; remotes' toasts reach it through the shared react-toastify. */
export function Toasts() {
  return (
    <ToastContainer
      limit={TOAST.limit}
      position={TOAST.position}
      autoClose={TOAST.autoClose}
      closeOnClick={TOAST.closeOnClick}
      pauseOnHover={TOAST.pauseOnHover}
      newestOnTop
    />
  );
}
