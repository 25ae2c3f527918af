'use server';

import { submitTeamForm } from '@/lib/team/submitForm';

/** Signs the member out of this browser, or of every session (`everywhere=on`). */
export async function signOut(form: FormData): Promise<void> {
  await submitTeamForm('sign-out', form);
}
