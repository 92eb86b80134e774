import { ToastContainer } from 'react-toastify';
import 'react-toastify/dist/ReactToastify.css';

/** Toast options are the spec's (§2 Other, §9 UI): bottom-centre, newest on top, at most 20. */
export function Toasts() {
  return (
    <ToastContainer
      position="bottom-center"
      newestOnTop
      limit={20}
      closeOnClick
      pauseOnHover
      pauseOnFocusLoss
      draggable
      autoClose={8000}
    />
  );
}
