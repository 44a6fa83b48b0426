import type { CurrentUser } from '@meydan/shared/contracts';

/** A signed-in member as `GET /users/me/profile` returns them (e-mail login, no avatar). */
export const memberFixture: CurrentUser = {
  _id: 'u1',
  username: 'ayse',
  email: 'ayse@example.com',
  emailVerified: true,
  isActive: true,
  name: 'Ayşe Yılmaz',
  avatar: null,
  gender: null,
  website: null,
  country: null,
  city: null,
  birthdate: null,
  occupation: null,
  motto: null,
  about: null,
  cover: null,
  coverOffset: 0,
  theme: null,
  premium: false,
  premiumStatus: null,
  loginSource: 'email',
  role: 'member',
};
