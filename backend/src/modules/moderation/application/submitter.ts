/** Who submitted a change, as the moderation e-mails and screens need it. */
export interface Submitter {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
}

export function submitterName(user: Pick<Submitter, 'email' | 'firstName' | 'lastName'>): string {
  const name = [user.firstName, user.lastName].filter((part) => part?.trim()).join(' ');
  return name || user.email;
}
