import { useState } from 'react';

import { getInitials } from '@/features/auth/utils/initials';
import type { AuthUser } from '@/types/user';

import './user-avatar.css';

type UserAvatarProps = {
  user: Pick<AuthUser, 'name' | 'email' | 'profilePicture'>;
  size?: 'sm' | 'lg';
};

/** The profile picture, or the initials of the name when there is none (or it fails to load). Decorative. */
export function UserAvatar({ user, size = 'sm' }: UserAvatarProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const picture = user.profilePicture && user.profilePicture !== failedSrc ? user.profilePicture : null;
  return (
    <span className={`user-avatar user-avatar--${size}`} aria-hidden="true">
      {picture ? (
        <img
          className="user-avatar__image"
          src={picture}
          alt=""
          // Google profile pictures refuse some referrers.
          referrerPolicy="no-referrer"
          onError={() => setFailedSrc(picture)}
        />
      ) : (
        <span className="user-avatar__initials">{getInitials(user.name, user.email)}</span>
      )}
    </span>
  );
}
