import { useNavigate } from 'react-router-dom';

import { useAppDispatch } from '@/app/hooks';
import { LogOutIcon } from '@/components/ui/icons';
import { paths } from '@/config/paths';
import { signedOut } from '@/features/auth/auth-slice';

type LogoutButtonProps = {
  className: string;
  /** Replace the current history entry on the way home (an account page should not be one step back). */
  replace?: boolean;
};

/** 'Cerrar sesión': goes home first, since on an account page the guard would otherwise send the visitor to /login. */
export function LogoutButton({ className, replace = false }: LogoutButtonProps) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();

  const logout = async () => {
    await navigate(paths.home.getHref(), { replace });
    dispatch(signedOut());
  };

  return (
    <button type="button" className={className} onClick={() => void logout()}>
      <LogOutIcon size={18} />
      Cerrar sesión
    </button>
  );
}
