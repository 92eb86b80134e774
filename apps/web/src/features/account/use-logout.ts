import { useNavigate } from 'react-router';
import { paths } from '../../config/paths.ts';
import { logout } from './session-actions.ts';

/** The user menu's Logout (spec §2): log out, then back to the home page. */
export const useLogout = (): (() => void) => {
  const navigate = useNavigate();
  return () => {
    logout('logout');
    navigate(paths.home);
  };
};
