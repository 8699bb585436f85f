/** What the profile form edits (PUT /api/user/profile). */
export interface ProfileValues {
  name: string;
  locale: string;
  picture: File | null;
  current_password: string;
  password: string;
  password_confirmation: string;
}
