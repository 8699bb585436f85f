/** What the user form edits: the fields of POST /api/user and PUT /api/user/{id}. */
export interface UserValues {
  name: string;
  email: string;
  locale: string;
  password: string;
  roles: number[];
  teams: number[];
  picture: File | null;
}
