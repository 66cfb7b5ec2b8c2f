import { AuthProvider } from '../../core/auth/auth-provider.enum';
import { UserRole } from '../../core/auth/user-role.enum';
import { User } from './user.entity';
import { toUserResponse } from './user.response';

describe(toUserResponse.name, () => {
  it('should give the spec wire names and leave out the password hash and Google id', () => {
    const user = Object.assign(new User(), {
      id: 7,
      email: 'ana@example.cl',
      name: 'Ana Pérez',
      passwordHash: '$argon2id$v=19$secret',
      role: UserRole.CUSTOMER,
      authProvider: AuthProvider.GOOGLE,
      googleId: '1234567890',
      profilePicture: 'https://lh3.googleusercontent.com/a/photo',
      createdAt: new Date(),
      updatedAt: new Date(),
    });
    expect(toUserResponse(user)).toEqual({
      id: 7,
      email: 'ana@example.cl',
      nombre: 'Ana Pérez',
      fotoPerfil: 'https://lh3.googleusercontent.com/a/photo',
      proveedorAuth: 'GOOGLE',
      rol: 'CUSTOMER',
    });
  });
});
