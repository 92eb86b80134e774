import { ToastContainer } from 'react-toastify';
import 'react-toastify/dist/ReactToastify.css';
import { loadToastify } from '../lib/notify.ts';

// From here on notify goes straight to react-toastify, which is loaded with this module (and
// a navigation's dismiss reaches toasts that dialogs raised through it directly).
void loadToastify();

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
